import * as z from 'zod/mini';

/**
 * Hand-written darts columns and player profile copy of one language (columns.json beside this
 * module): titles, ledes and HTML sections, so every country reads like real operator content
 * rather than lorem ipsum. Texts here are plain; the seed escapes them before putting them into HTML.
 */

/** 1 technique, 2 equipment, 3 etiquette, 4 interview. */
export type ColumnTopic = 1 | 2 | 3 | 4;

const texts = z.array(z.string()).check(z.minLength(1));

const columnEntrySchema = z.strictObject({
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** An interview's title and lede name the player (`{player}`: a seeded player's name). */
  title: z.string(),
  lede: z.string(),
});
export type ColumnEntry = z.output<typeof columnEntrySchema>;

const columnSectionSchema = z.strictObject({ heading: z.string(), paragraphs: texts, list: texts });
export type ColumnSection = z.output<typeof columnSectionSchema>;

const byTopic = <Schema extends z.ZodMiniType>(schema: Schema) => z.strictObject({ 1: schema, 2: schema, 3: schema, 4: schema });

export const columnCopySchema = z.strictObject({
  /** At least 20 columns, oldest first. */
  columns: z.array(columnEntrySchema).check(z.minLength(20)),
  /** Three sections per topic; each column carries two of them. */
  sections: byTopic(z.array(columnSectionSchema).check(z.minLength(3))),
  closing: byTopic(z.string()),
  /** Caption under the column's illustration. */
  caption: z.string(),
});
export type ColumnCopy = z.output<typeof columnCopySchema>;

export const playerCopySchema = z.strictObject({
  tips: texts,
  barrels: texts,
  shafts: texts,
  flights: texts,
  /** Achievement texts; `{year}`: the year of the achievement. */
  achievements: texts,
});
export type PlayerCopy = z.output<typeof playerCopySchema>;

/** A language's columns and player profiles. */
export const columnsAndPlayersCopySchema = z.strictObject({ columns: columnCopySchema, players: playerCopySchema });
export type ColumnsAndPlayersCopy = z.output<typeof columnsAndPlayersCopySchema>;
