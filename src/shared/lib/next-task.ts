/**
 * Resolves in a later task: the browser may paint and answer input in between. The start is cut
 * into such tasks, since one long task on a phone holds back any tap on the header the HTML shows.
 * Imported by its path, not through the lib's index: the app's first module and shared/api use it,
 * and neither may pull in the rest of the lib (nor may shared/api, which the lib imports).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
