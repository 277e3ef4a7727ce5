import { A4, hex, PageCanvas, writePdf, type Colour } from './pdf-writer';

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

const INK = hex('#1b2330');
const SOFT = hex('#5b6575');
const NIGHT = hex('#0b1526');
const WHITE: Colour = [1, 1, 1];
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

/** A soft-tip board seen from the front: surround, doubles, singles, trebles and bull. */
function board(page: PageCanvas, cx: number, cy: number, r: number): void {
  page
    .circle(cx, cy, r, hex('#111111'))
    .circle(cx, cy, r * 0.8, hex('#d1262b'))
    .circle(cx, cy, r * 0.75, hex('#f1e3c4'))
    .circle(cx, cy, r * 0.5, hex('#138a43'))
    .circle(cx, cy, r * 0.45, hex('#1c1c1c'))
    .circle(cx, cy, r * 0.12, hex('#138a43'))
    .circle(cx, cy, r * 0.05, hex('#d1262b'));
  for (let index = 0; index < 20; index += 1) {
    const angle = ((index * 18 + 9) * Math.PI) / 180;
    page.line(
      cx + Math.cos(angle) * r * 0.12,
      cy + Math.sin(angle) * r * 0.12,
      cx + Math.cos(angle) * r * 0.8,
      cy + Math.sin(angle) * r * 0.8,
      hex('#9a9a9a'),
      0.6,
    );
  }
}

/** The machine's front view, in a 200 x 380 pt box whose bottom-left corner is (x, y). */
function machine(page: PageCanvas, product: Product, x: number, y: number): void {
  const accent = hex(product.accent);
  if (product.model === 'A1') {
    page
      .rect(x + 20, y, 160, 30, hex('#2a3342'))
      .rect(x + 10, y + 30, 180, 330, hex('#1e2633'))
      .rect(x + 10, y + 350, 180, 10, accent)
      .rect(x + 25, y + 260, 150, 80, NIGHT)
      .rect(x + 32, y + 267, 136, 66, hex('#274472'))
      .text(x + 70, y + 296, 'ADARTS', 16, WHITE, true)
      .rect(x + 14, y + 40, 6, 200, accent)
      .rect(x + 180, y + 40, 6, 200, accent)
      .rect(x + 60, y + 48, 80, 22, hex('#3a4456'))
      .rect(x + 66, y + 54, 30, 10, hex('#7ee0ff'));
    board(page, x + 100, y + 160, 70);
  } else {
    page
      .rect(x + 30, y + 70, 140, 270, hex('#1e2633'))
      .rect(x + 30, y + 330, 140, 10, accent)
      .rect(x + 45, y + 270, 110, 50, NIGHT)
      .rect(x + 50, y + 275, 100, 40, hex('#274472'))
      .text(x + 74, y + 290, 'ADARTS', 12, WHITE, true)
      .rect(x + 34, y + 80, 5, 170, accent)
      .rect(x + 161, y + 80, 5, 170, accent)
      .line(x, y + 40, x + 200, y + 40, LINE, 1);
    board(page, x + 100, y + 170, 60);
  }
}

/** One A4 page: title band, illustration, summary, specification table, footer. */
export function productSheet(product: Product): Buffer {
  const page = new PageCanvas();
  const accent = hex(product.accent);
  const { width, height } = A4;

  page.rect(0, height - 120, width, 120, NIGHT).rect(0, height - 126, width, 6, accent);
  page.text(40, height - 62, product.name, 34, WHITE, true);
  page.text(40, height - 92, product.tagline, 13, hex('#c9d3e0'));
  page.text(width - 150, height - 62, 'Product sheet', 11, hex('#c9d3e0'));

  machine(page, product, 40, 300);
  page.text(74, 280, `${product.model} front view (illustration)`, 9, SOFT);

  page.text(270, height - 170, 'Overview', 15, INK, true);
  // Wrap the summary for the right-hand column (Helvetica 10.5 pt: about 50 characters a line).
  let y = height - 190;
  for (const line of wrapWords(product.summary.join(' '), 50)) {
    page.text(270, y, line, 10.5, INK);
    y -= 16;
  }

  y -= 24;
  page.text(270, y, 'Key specifications', 15, INK, true);
  y -= 12;
  for (const [label, value] of product.specifications) {
    const lines = wrapWords(value, 30);
    y -= 20;
    page.text(270, y, label, 9.5, SOFT, true);
    lines.forEach((line, index) => page.text(400, y - index * 13, line, 9.5, INK));
    y -= (lines.length - 1) * 13;
    page.line(270, y - 7, width - 40, y - 7, LINE, 0.8);
  }

  page.rect(0, 0, width, 60, hex('#f3f5f8'));
  page.text(40, 34, 'Adarts darts machine network', 10, INK, true);
  page.text(40, 20, 'Specifications may change without notice. Illustration not to scale.', 8.5, SOFT);
  page.text(width - 80, 27, product.model, 18, accent, true);

  return writePdf([page], {
    title: `${product.name} product sheet`,
    author: 'Adarts',
    subject: product.tagline,
  });
}
