import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCT_FILES } from '../../src/pages/home/config/product-files';
import { PRODUCTS, productSheet } from './product-sheets';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const REGENERATE = 'run `npx tsx scripts/media/generate-product-pdfs.ts`';

describe('product sheets (public/media/products)', () => {
  it('are committed exactly as generated, with the sizes the home page shows', () => {
    for (const product of PRODUCTS) {
      const expected = productSheet(product);
      const path = join(publicDir, `media/products/${product.model}.pdf`);
      expect(readFileSync(path).equals(expected), REGENERATE).toBe(true);
      expect(PRODUCT_FILES.find((file) => file.model === product.model)?.bytes, REGENERATE).toBe(statSync(path).size);
    }
  });

  it('are well-formed PDFs whose cross-reference offsets point at their objects', () => {
    for (const product of PRODUCTS) {
      const text = productSheet(product).toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
      expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
      const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
      offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
      expect(text).toContain(`(${product.name}) Tj`);
      expect(text).toContain('(Key specifications) Tj');
    }
  });
});
