import { PageSizes, PDFDocument, rgb, StandardFonts, type Color, type PDFFont, type PDFPage } from 'pdf-lib';

/** The two machines of the network, as their one-page product sheets describe them. */
export interface Product {
  model: 'A1' | 'W1';
  name: string;
  tagline: string;
  /** Sentences of the overview; the sheet wraps them. */
  summary: readonly string[];
  specifications: ReadonlyArray<readonly [string, string]>;
  accent: string;
}

export const PRODUCTS: readonly Product[] = [
  {
    model: 'A1',
    name: 'Adarts A1',
    tagline: 'Flagship online darts machine for bars and darts shops',
    summary: [
      'A full-height cabinet with a 32-inch match screen, a throw camera for online',
      'matches and a member card reader. Every game updates the player\'s rating,',
      'PPD and MPR on the network and in the member portal.',
    ],
    specifications: [
      ['Dimensions (W x D x H)', '640 x 1,020 x 2,150 mm'],
      ['Weight', '96 kg'],
      ['Main display', '32-inch full HD LCD'],
      ['Control panel', '10.1-inch touch screen'],
      ['Dartboard', '15.5-inch soft-tip segment board'],
      ['Throw line', '2,440 mm from the board face'],
      ['Card reader', 'NFC member card (network and league cards)'],
      ['Online play', 'Throw camera, live matches across the network'],
      ['Network', 'Ethernet or 4G LTE'],
      ['Power', 'AC 100-240 V, 50/60 Hz, 180 W'],
      ['Game modes', '301-901, Cricket, Count-Up, Half-It, Eagle Eye and more'],
    ],
    accent: '#c8102e',
  },
  {
    model: 'W1',
    name: 'Adarts W1',
    tagline: 'Compact wall-mounted machine for smaller venues',
    summary: [
      'The same network games and member cards in a wall unit that fits where floor',
      'space is short. Ratings, awards and rankings count exactly as on the A1.',
    ],
    specifications: [
      ['Dimensions (W x D x H)', '560 x 420 x 1,380 mm'],
      ['Weight', '38 kg'],
      ['Installation', 'Wall mount, bull at 1,730 mm from the floor'],
      ['Display', '21.5-inch full HD LCD'],
      ['Dartboard', '15.5-inch soft-tip segment board'],
      ['Card reader', 'NFC member card (network and league cards)'],
      ['Network', 'Wi-Fi or Ethernet'],
      ['Power', 'AC 100-240 V, 50/60 Hz, 120 W'],
      ['Game modes', '301-901, Cricket, Count-Up, Half-It and more'],
    ],
    accent: '#1f6feb',
  },
];

const hex = (value: string): Color => {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(value.slice(start, start + 2), 16) / 255);
  return rgb(red!, green!, blue!);
};
const INK = hex('#1b2330');
const SOFT = hex('#5b6575');
const NIGHT = hex('#0b1526');
const WHITE = rgb(1, 1, 1);
const LINE = hex('#d7dce3');

/** Splits text into lines of at most `width` characters, between words. */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The drawing calls of one sheet, short enough that the layout below reads as a list. */
function canvas(page: PDFPage, regular: PDFFont, bold: PDFFont) {
  // pdf-lib adds a font resource at every setFont: set it only when the font changes.
  let font: PDFFont | undefined;
  return {
    rect: (x: number, y: number, width: number, height: number, color: Color) => page.drawRectangle({ x, y, width, height, color }),
    line: (x1: number, y1: number, x2: number, y2: number, color: Color, thickness: number) =>
      page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, color, thickness }),
    circle: (x: number, y: number, size: number, color: Color) => page.drawCircle({ x, y, size, color }),
    text: (x: number, y: number, text: string, size: number, color: Color, isBold = false) => {
      if (font !== (isBold ? bold : regular)) page.setFont((font = isBold ? bold : regular));
      page.drawText(text, { x, y, size, color });
    },
  };
}
type Canvas = ReturnType<typeof canvas>;

/** A soft-tip board seen from the front: surround, doubles, singles, trebles and bull. */
function board(draw: Canvas, cx: number, cy: number, r: number): void {
  const rings = [[1, '#111111'], [0.8, '#d1262b'], [0.75, '#f1e3c4'], [0.5, '#138a43'], [0.45, '#1c1c1c'], [0.12, '#138a43'], [0.05, '#d1262b']] as const;
  for (const [scale, colour] of rings) draw.circle(cx, cy, r * scale, hex(colour));
  for (let index = 0; index < 20; index += 1) {
    const angle = ((index * 18 + 9) * Math.PI) / 180;
    const [cos, sin] = [Math.cos(angle) * r, Math.sin(angle) * r];
    draw.line(cx + cos * 0.12, cy + sin * 0.12, cx + cos * 0.8, cy + sin * 0.8, hex('#9a9a9a'), 0.6);
  }
}

type Box = readonly [left: number, bottom: number, width: number, height: number, colour: string];
/** Each machine's front view in a 200 x 380 pt box: its parts (`accent`: the product's colour), the name on its screen, its board. */
const FRONT_VIEWS: Record<Product['model'], { boxes: readonly Box[]; name: readonly [number, number, number]; board: readonly [number, number, number] }> = {
  A1: {
    boxes: [
      [20, 0, 160, 30, '#2a3342'], [10, 30, 180, 330, '#1e2633'], [10, 350, 180, 10, 'accent'], [25, 260, 150, 80, '#0b1526'], [32, 267, 136, 66, '#274472'],
      [14, 40, 6, 200, 'accent'], [180, 40, 6, 200, 'accent'], [60, 48, 80, 22, '#3a4456'], [66, 54, 30, 10, '#7ee0ff'],
    ],
    name: [70, 296, 16],
    board: [100, 160, 70],
  },
  W1: {
    boxes: [
      [30, 70, 140, 270, '#1e2633'], [30, 330, 140, 10, 'accent'], [45, 270, 110, 50, '#0b1526'], [50, 275, 100, 40, '#274472'],
      [34, 80, 5, 170, 'accent'], [161, 80, 5, 170, 'accent'], [0, 39.5, 200, 1, '#d7dce3'], // the last: the floor line
    ],
    name: [74, 290, 12],
    board: [100, 170, 60],
  },
};

/** The machine's front view with its bottom-left corner at (x, y). */
function machine(draw: Canvas, product: Product, x: number, y: number): void {
  const { boxes, name, board: [boardX, boardY, radius] } = FRONT_VIEWS[product.model];
  for (const [left, bottom, width, height, colour] of boxes) draw.rect(x + left, y + bottom, width, height, hex(colour === 'accent' ? product.accent : colour));
  draw.text(x + name[0], y + name[1], 'ADARTS', name[2], WHITE, true);
  board(draw, x + boardX, y + boardY, radius);
}

/**
 * One A4 page: title band, illustration, summary, specification table, footer. pdf-lib's standard
 * fonts are not embedded (the file stays a few kilobytes) and its names come from a seeded generator;
 * without metadata dates the same input gives byte-identical output.
 */
export async function productSheet(product: Product): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${product.name} product sheet`);
  pdf.setAuthor('Adarts');
  pdf.setSubject(product.tagline);
  pdf.setLanguage('en');
  const [width, height] = PageSizes.A4;
  const draw = canvas(pdf.addPage([width, height]), pdf.embedStandardFont(StandardFonts.Helvetica), pdf.embedStandardFont(StandardFonts.HelveticaBold));
  const accent = hex(product.accent);

  draw.rect(0, height - 120, width, 120, NIGHT);
  draw.rect(0, height - 126, width, 6, accent);
  draw.text(40, height - 62, product.name, 34, WHITE, true);
  draw.text(40, height - 92, product.tagline, 13, hex('#c9d3e0'));
  draw.text(width - 150, height - 62, 'Product sheet', 11, hex('#c9d3e0'));

  machine(draw, product, 40, 300);
  draw.text(74, 280, `${product.model} front view (illustration)`, 9, SOFT);

  draw.text(270, height - 170, 'Overview', 15, INK, true);
  // Wrap the summary for the right-hand column (Helvetica 10.5 pt: about 50 characters a line).
  let y = height - 190;
  for (const line of wrapWords(product.summary.join(' '), 50)) {
    draw.text(270, y, line, 10.5, INK);
    y -= 16;
  }

  y -= 24;
  draw.text(270, y, 'Key specifications', 15, INK, true);
  y -= 12;
  for (const [label, value] of product.specifications) {
    const lines = wrapWords(value, 30);
    y -= 20;
    draw.text(270, y, label, 9.5, SOFT, true);
    lines.forEach((line, index) => draw.text(400, y - index * 13, line, 9.5, INK));
    y -= (lines.length - 1) * 13;
    draw.line(270, y - 7, width - 40, y - 7, LINE, 0.8);
  }

  draw.rect(0, 0, width, 60, hex('#f3f5f8'));
  draw.text(40, 34, 'Adarts darts machine network', 10, INK, true);
  draw.text(40, 20, 'Specifications may change without notice. Illustration not to scale.', 8.5, SOFT);
  draw.text(width - 80, 27, product.model, 18, accent, true);

  // A classic cross-reference table (no object streams): PDF 1.4 readers open it too.
  return pdf.save({ useObjectStreams: false });
}
