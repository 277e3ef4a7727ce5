/**
 * The message of an empty required field. One text per kind of field, with the field's own label
 * put in where it is shown (`t(error, { field: label })`), so a message never names a field by
 * another word than the form does ("Account", not "username").
 */
export const REQUIRED = 'common:form.required';
/** The same for a field chosen from a list (a select): "Please choose …" in Chinese and Japanese. */
export const REQUIRED_CHOICE = 'common:form.requiredChoice';
export type RequiredError = typeof REQUIRED | typeof REQUIRED_CHOICE;
