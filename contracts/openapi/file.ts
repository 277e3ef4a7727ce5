/** Where the committed document lives: read by the drift test and served by `mock:serve`. */
export const OPENAPI_FILE = new URL('../openapi.json', import.meta.url);
