/**
 * `npm run openapi`: writes contracts/openapi.json from the call definitions, and says how big it
 * is, how many operations it has and how long it took.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateOpenApiDocument, serialiseDocument } from './document';
import { OPENAPI_FILE } from './file';

const started = performance.now();
const document = await generateOpenApiDocument();
const text = serialiseDocument(document);
writeFileSync(OPENAPI_FILE, text);
const operations = Object.values(document.paths as Record<string, object>).reduce((count, methods) => count + Object.keys(methods).length, 0);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${fileURLToPath(OPENAPI_FILE)}: ${operations} operations, ${(Buffer.byteLength(text) / 1024).toFixed(0)} kB, ${seconds} s`);
