import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRODUCT_FILES } from '../../src/pages/home/config/product-files';
import { PRODUCTS, productSheet } from './product-sheets';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const REGENERATE = 'run `npx tsx scripts/media/generate-product-pdfs.ts`';

/** The strings a PDF's compressed content streams show (`<hex> Tj`), read without pdf-lib. */
const shownText = (pdf: string): string[] =>
  [...pdf.matchAll(/stream\n([\s\S]*?)\nendstream/g)]
    .flatMap((stream) => [...inflateSync(Buffer.from(stream[1]!, 'latin1')).toString('latin1').matchAll(/<([0-9A-F]*)> Tj/g)])
    .map((shown) => Buffer.from(shown[1]!, 'hex').toString('latin1'));

describe('product sheets (public/media/products)', () => {
  it('are committed exactly as generated, with the sizes the home page shows', async () => {
    for (const product of PRODUCTS) {
      const expected = Buffer.from(await productSheet(product));
      const path = join(publicDir, `media/products/${product.model}.pdf`);
      expect(readFileSync(path).equals(expected), REGENERATE).toBe(true);
      expect(PRODUCT_FILES.find((file) => file.model === product.model)?.bytes, REGENERATE).toBe(statSync(path).size);
    }
  });

  it('are well-formed PDFs whose cross-reference offsets point at their objects, showing the sheet text', async () => {
    for (const product of PRODUCTS) {
      const text = Buffer.from(await productSheet(product)).toString('latin1');
      expect(text.startsWith('%PDF-1.')).toBe(true);
      const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
      expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
      const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
      expect(offsets.length).toBeGreaterThan(4);
      offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
      expect(shownText(text)).toEqual(expect.arrayContaining([product.name, 'Key specifications', ...product.specifications.map(([label]) => label)]));
    }
  });
});
