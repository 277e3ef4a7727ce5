/**
 * Resolves in a later task: the browser may paint and answer input in between. The start is cut
 * into such tasks, since one long task on a phone holds back any tap on the header the HTML shows.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
