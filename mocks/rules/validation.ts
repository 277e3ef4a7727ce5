/** The issue shape of zod (and Standard Schema): where in the input the problem is. */
export interface InputIssue {
  readonly path: readonly PropertyKey[];
}

/**
 * The field named in "Invalid parameter: <field>": the path of the first issue ("itemIds.3"
 * for an array entry), or "body" when the whole input is unreadable or of the wrong shape.
 */
export function invalidFieldName(issues: readonly InputIssue[]): string {
  const path = issues[0]?.path ?? [];
  return path.length === 0 ? 'body' : path.map((segment) => String(segment)).join('.');
}
