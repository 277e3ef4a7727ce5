/**
 * A minimal PDF 1.4 writer: one or more A4 pages of vector drawing and text in the two standard
 * Helvetica fonts (never embedded, so files stay a few kilobytes). No dates or ids: the same
 * input gives byte-identical output. Text is ASCII; parentheses and backslashes are escaped.
 */

export const A4 = { width: 595, height: 842 } as const;

export type Colour = readonly [number, number, number];

export const hex = (value: string): Colour => {
  const digits = value.replace('#', '');
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16) / 255) as unknown as Colour;
};

const n = (value: number) => (Math.round(value * 100) / 100).toString();
const rgb = (colour: Colour) => colour.map(n).join(' ');
const escapeText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/** Drawing commands of one page, in PDF user space (origin bottom-left, points). */
export class PageCanvas {
  private readonly ops: string[] = [];

  rect(x: number, y: number, width: number, height: number, fill: Colour): this {
    this.ops.push(`${rgb(fill)} rg ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f`);
    return this;
  }

  strokeRect(x: number, y: number, width: number, height: number, stroke: Colour, lineWidth = 1): this {
    this.ops.push(`${rgb(stroke)} RG ${n(lineWidth)} w ${n(x)} ${n(y)} ${n(width)} ${n(height)} re S`);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: Colour, lineWidth = 1): this {
    this.ops.push(`${rgb(stroke)} RG ${n(lineWidth)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
    return this;
  }

  /** A filled circle from four Bezier arcs. */
  circle(cx: number, cy: number, r: number, fill: Colour): this {
    const k = 0.5523 * r;
    this.ops.push(
      `${rgb(fill)} rg ${n(cx + r)} ${n(cy)} m ` +
        `${n(cx + r)} ${n(cy + k)} ${n(cx + k)} ${n(cy + r)} ${n(cx)} ${n(cy + r)} c ` +
        `${n(cx - k)} ${n(cy + r)} ${n(cx - r)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} c ` +
        `${n(cx - r)} ${n(cy - k)} ${n(cx - k)} ${n(cy - r)} ${n(cx)} ${n(cy - r)} c ` +
        `${n(cx + k)} ${n(cy - r)} ${n(cx + r)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} c f`,
    );
    return this;
  }

  /** A filled polygon. */
  polygon(points: ReadonlyArray<readonly [number, number]>, fill: Colour): this {
    const [first, ...rest] = points;
    if (!first) return this;
    this.ops.push(`${rgb(fill)} rg ${n(first[0])} ${n(first[1])} m ${rest.map(([x, y]) => `${n(x)} ${n(y)} l`).join(' ')} h f`);
    return this;
  }

  text(x: number, y: number, content: string, size: number, fill: Colour, bold = false): this {
    this.ops.push(`BT /${bold ? 'F2' : 'F1'} ${n(size)} Tf ${rgb(fill)} rg ${n(x)} ${n(y)} Td (${escapeText(content)}) Tj ET`);
    return this;
  }

  toString(): string {
    return `${this.ops.join('\n')}\n`;
  }
}

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
}

/** Serialises pages into a complete PDF file with a correct cross-reference table. */
export function writePdf(pages: readonly PageCanvas[], info: PdfInfo): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // 1-based object number
  const literal = (text: string) => `(${escapeText(text)})`;

  const catalog = add('');
  const pagesObject = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const infoObject = add(
    `<< /Title ${literal(info.title)} /Author ${literal(info.author)} /Subject ${literal(info.subject)} /Producer (Adarts portal pdf-writer) >>`,
  );
  const pageNumbers = pages.map((page) => {
    const stream = page.toString();
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`);
    return add(
      `<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
        `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObject} 0 R /Lang (en) >>`;
  objects[pagesObject - 1] = `<< /Type /Pages /Kids [${pageNumbers.map((page) => `${page} 0 R`).join(' ')}] /Count ${pages.length} >>`;

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoObject} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
