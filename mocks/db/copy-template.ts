import * as z from 'zod/mini';

/** Texts of which an item's `variant` picks one, by name. */
const choicesSchema = z.record(z.string(), z.array(z.string()).check(z.minLength(1)));

/**
 * A text of the seed copy (the JSON files beside this module) with `{name}` placeholders. A
 * placeholder names a fact of the item (`{venue}`, `{gold}`) or one of the template's `choices`,
 * of which the item's `variant` picks one, so items of one template read differently. `when`
 * replaces choices while a yes/no fact is true (`past`: the event already took place). A plain
 * string is a template without choices.
 */
export const templateSchema = z.union([
  z.string(),
  z.strictObject({
    text: z.string(),
    choices: z.optional(choicesSchema),
    when: z.optional(z.record(z.string(), choicesSchema)),
  }),
]);
export type Template = z.output<typeof templateSchema>;

/** One of `options`, chosen by `variant` (stable for a given item). */
export const pick = <Option>(options: readonly Option[], variant: number): Option =>
  options[Math.abs(variant) % options.length]!;

const PLACEHOLDER = /\{(\w+)\}/g;

type Values = Readonly<Record<string, unknown>>;

function fillText(text: string, facts: Values, picked: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    if (Object.hasOwn(picked, name)) return picked[name]!;
    const value = facts[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    throw new Error(`seed copy: {${name}} is neither a choice nor a fact, in "${text.slice(0, 60)}"`);
  });
}

/**
 * The template's text with every placeholder filled from `facts` (an object of strings, numbers
 * and yes/no flags; `variant` picks among choices). Fact values are put in as they are, never read
 * for placeholders themselves. Throws on a placeholder that names nothing, and on a `when` flag
 * that is not a yes/no fact, so a typo in the copy fails the seed instead of showing `{venu}`.
 */
export function fillTemplate(template: Template, facts: object): string {
  const values = facts as Values;
  if (typeof template === 'string') return fillText(template, values, {});
  const choices = { ...template.choices };
  for (const [flag, overrides] of Object.entries(template.when ?? {})) {
    if (typeof values[flag] !== 'boolean') throw new Error(`seed copy: "${flag}" is not a yes/no fact, in "${template.text.slice(0, 60)}"`);
    if (values[flag]) Object.assign(choices, overrides);
  }
  const variant = typeof values.variant === 'number' ? values.variant : 0;
  const picked = Object.fromEntries(
    Object.entries(choices).map(([name, options]) => [name, fillText(pick(options, variant), values, {})]),
  );
  return fillText(template.text, values, picked);
}

/** Placeholder names a text uses, for the tests that check the copy against its facts. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
