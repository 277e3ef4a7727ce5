import { templateNameProblem } from '@/entities/item-template';

export interface TemplateNameFields {
  name: string;
}

export type TemplateNameErrors = Partial<
  Record<keyof TemplateNameFields, 'myitems:editor.errors.empty' | 'myitems:editor.errors.tooLong' | 'myitems:editor.errors.notPlain'>
>;

const messages = {
  empty: 'myitems:editor.errors.empty',
  tooLong: 'myitems:editor.errors.tooLong',
  notPlain: 'myitems:editor.errors.notPlain',
} as const;

/** A template name: 1-20 characters of plain text once trimmed, as the backend takes it. */
export const validateTemplateName = ({ name }: TemplateNameFields): TemplateNameErrors => {
  const problem = templateNameProblem(name);
  return problem ? { name: messages[problem] } : {};
};
