/**
 * Tiny SVG drawing helpers for the fake backend's media (news illustrations, flags). Pure string
 * builders: the generator script writes their output into public/.
 */

export const round = (value: number): number => Math.round(value * 100) / 100;

const polar = (cx: number, cy: number, radius: number, degrees: number): [number, number] => {
  const radians = (degrees * Math.PI) / 180;
  return [round(cx + radius * Math.cos(radians)), round(cy + radius * Math.sin(radians))];
};

/** A ring sector between two radii and two angles (degrees, 0 = east, clockwise). */
export function ringSector(cx: number, cy: number, inner: number, outer: number, from: number, to: number): string {
  const [x1, y1] = polar(cx, cy, outer, from);
  const [x2, y2] = polar(cx, cy, outer, to);
  const [x3, y3] = polar(cx, cy, inner, to);
  const [x4, y4] = polar(cx, cy, inner, from);
  const large = to - from > 180 ? 1 : 0;
  return `M${x1} ${y1}A${outer} ${outer} 0 ${large} 1 ${x2} ${y2}L${x3} ${y3}A${inner} ${inner} 0 ${large} 0 ${x4} ${y4}Z`;
}

export function svgDocument(width: number, height: number, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

export function linearGradient(id: string, from: string, to: string, angle: 'vertical' | 'diagonal' = 'diagonal'): string {
  const end = angle === 'vertical' ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A deterministic pseudo-random sequence (LCG), so regenerated files are byte-identical. */
export function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface BoardColours {
  dark: string;
  light: string;
  red: string;
  green: string;
  wire: string;
  surround: string;
  numbers: string;
}

export const CLASSIC_BOARD: BoardColours = {
  dark: '#1c1c1c',
  light: '#f1e3c4',
  red: '#d1262b',
  green: '#138a43',
  wire: '#c9c9c9',
  surround: '#111111',
  numbers: '#f5f5f5',
};

/** Standard board order, clockwise from the top. */
const BOARD_NUMBERS = [20, 1, 18, 4, 13, 6, 10, 15, 2, 17, 3, 19, 7, 16, 8, 11, 14, 9, 12, 5];

/** A regulation-proportioned dartboard (double ring radius `r`) with its numbered surround. */
export function dartboard(cx: number, cy: number, r: number, colours: BoardColours, withNumbers = true): string {
  const k = r / 170;
  const rings = { bull: 6.35 * k, outerBull: 15.9 * k, trebleIn: 99 * k, trebleOut: 107 * k, doubleIn: 162 * k };
  const parts: string[] = [
    `<circle cx="${cx}" cy="${cy}" r="${round(r * 1.22)}" fill="${colours.surround}"/>`,
  ];
  BOARD_NUMBERS.forEach((number, index) => {
    const from = -90 + index * 18 - 9;
    const to = from + 18;
    const single = index % 2 === 0 ? colours.dark : colours.light;
    const scoring = index % 2 === 0 ? colours.red : colours.green;
    parts.push(
      `<path d="${ringSector(cx, cy, rings.outerBull, rings.trebleIn, from, to)}" fill="${single}"/>`,
      `<path d="${ringSector(cx, cy, rings.trebleIn, rings.trebleOut, from, to)}" fill="${scoring}"/>`,
      `<path d="${ringSector(cx, cy, rings.trebleOut, rings.doubleIn, from, to)}" fill="${single}"/>`,
      `<path d="${ringSector(cx, cy, rings.doubleIn, r, from, to)}" fill="${scoring}"/>`,
    );
    if (withNumbers) {
      const [x, y] = polar(cx, cy, r * 1.11, from + 9);
      parts.push(
        `<text x="${x}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="${round(r * 0.12)}" font-weight="700" fill="${colours.numbers}" text-anchor="middle" dominant-baseline="central">${number}</text>`,
      );
    }
  });
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${round(rings.outerBull)}" fill="${colours.green}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${round(rings.bull)}" fill="${colours.red}"/>`,
    `<g fill="none" stroke="${colours.wire}" stroke-width="${round(Math.max(0.6, r / 160))}" opacity="0.7">` +
      [rings.outerBull, rings.trebleIn, rings.trebleOut, rings.doubleIn, r]
        .map((radius) => `<circle cx="${cx}" cy="${cy}" r="${round(radius)}"/>`)
        .join('') +
      '</g>',
  );
  return `<g>${parts.join('')}</g>`;
}

export interface DartColours {
  barrel: string;
  grip: string;
  shaft: string;
  flight: string;
  flightEdge: string;
}

/**
 * A steel-barrel dart whose tip is at (x, y), pointing at `angle` degrees (0 = east). Drawn
 * along the x axis, 150 units long at scale 1, then rotated into place.
 */
export function dart(x: number, y: number, angle: number, scale: number, colours: DartColours): string {
  const grips = [22, 28, 34, 40, 46]
    .map((offset) => `<rect x="${offset}" y="-5.5" width="3" height="11" rx="1" fill="${colours.grip}"/>`)
    .join('');
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle + 180}) scale(${scale})">` +
    `<path d="M0 0L14 -1.6L14 1.6Z" fill="#b8bcc2"/>` +
    `<rect x="14" y="-5" width="44" height="10" rx="4" fill="${colours.barrel}"/>` +
    grips +
    `<rect x="58" y="-2.6" width="40" height="5.2" rx="2" fill="${colours.shaft}"/>` +
    `<path d="M92 0L116 -24L152 -28L148 0L152 28L116 24Z" fill="${colours.flight}" stroke="${colours.flightEdge}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M94 0L150 0" stroke="${colours.flightEdge}" stroke-width="2"/>` +
    '</g>'
  );
}

/** A two-handled cup on a stepped base, centred on `cx`, standing on `baseY`. */
export function trophy(cx: number, baseY: number, scale: number, metal: string, shade: string, plate: string): string {
  return (
    `<g transform="translate(${cx} ${baseY}) scale(${scale})">` +
    `<rect x="-70" y="-34" width="140" height="34" rx="4" fill="${plate}"/>` +
    `<rect x="-52" y="-58" width="104" height="26" rx="3" fill="${shade}"/>` +
    `<path d="M-14 -58L-10 -104H10L14 -58Z" fill="${metal}"/>` +
    `<ellipse cx="0" cy="-106" rx="26" ry="8" fill="${shade}"/>` +
    `<path d="M-78 -250C-78 -170 -46 -126 0 -120C46 -126 78 -170 78 -250Z" fill="${metal}"/>` +
    `<path d="M-78 -236C-130 -236 -126 -160 -58 -150" fill="none" stroke="${metal}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M78 -236C130 -236 126 -160 58 -150" fill="none" stroke="${metal}" stroke-width="12" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="-250" rx="78" ry="14" fill="${shade}"/>` +
    `<path d="M-50 -232C-48 -190 -30 -160 -8 -146" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="9" stroke-linecap="round"/>` +
    `<circle cx="0" cy="-196" r="24" fill="none" stroke="${shade}" stroke-width="5"/>` +
    `<circle cx="0" cy="-196" r="9" fill="${shade}"/>` +
    '</g>'
  );
}

/** A five-pointed star centred on (cx, cy); `rotation` in degrees, 0 = a point straight up. */
export function star(cx: number, cy: number, outer: number, fill: string, rotation = 0): string {
  const inner = outer * 0.382;
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    return polar(cx, cy, radius, -90 + rotation + index * 36).join(',');
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** Round-cornered rectangle shorthand. */
export const box = (x: number, y: number, width: number, height: number, radius: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const text = (
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  extra = 'font-weight="700" text-anchor="middle"',
) => `<text x="${x}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" fill="${fill}" ${extra}>${content}</text>`;
