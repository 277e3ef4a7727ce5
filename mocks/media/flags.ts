import type { CountryCode } from '../db/schemas';
import { round, star, svgDocument } from './svg';

/** Simplified flags, 3:2, for public/flags/{code}.svg. EN is a neutral globe, not a national flag. */
const W = 600;
const H = 400;

function china(): string {
  const unit = W / 30;
  const big = { x: 5 * unit, y: 5 * unit };
  const small = [
    [10, 2],
    [12, 4],
    [12, 7],
    [10, 9],
  ].map(([x, y]) => {
    const cx = x! * unit;
    const cy = y! * unit;
    // Each small star points one tip at the centre of the big star.
    const towardsBig = (Math.atan2(big.y - cy, big.x - cx) * 180) / Math.PI;
    return star(cx, cy, unit, '#FFDE00', round(towardsBig + 90));
  });
  return `<rect width="${W}" height="${H}" fill="#DE2910"/>${star(big.x, big.y, 3 * unit, '#FFDE00')}${small.join('')}`;
}

function hongKong(): string {
  const petal =
    '<path d="M300 200C246 170 238 96 292 62C318 46 344 52 352 64C322 78 300 110 308 150C312 172 306 190 300 200Z" fill="#FFFFFF"/>' +
    '<path d="M300 196C292 160 300 120 322 92" fill="none" stroke="#DE2910" stroke-width="4" stroke-linecap="round"/>' +
    star(284, 112, 11, '#DE2910', -20);
  const petals = Array.from({ length: 5 }, (_, index) => `<g transform="rotate(${index * 72} 300 200)">${petal}</g>`);
  return `<rect width="${W}" height="${H}" fill="#DE2910"/>${petals.join('')}`;
}

function japan(): string {
  return `<rect width="${W}" height="${H}" fill="#FFFFFF"/><circle cx="300" cy="200" r="${(H * 3) / 10}" fill="#BC002D"/>`;
}

function globeBadge(): string {
  const lines = '#FFFFFF';
  return (
    `<rect width="${W}" height="${H}" fill="#1F4E79"/>` +
    `<circle cx="300" cy="200" r="140" fill="#2E75B6" stroke="${lines}" stroke-width="12"/>` +
    `<g fill="none" stroke="${lines}" stroke-width="8">` +
    '<ellipse cx="300" cy="200" rx="62" ry="140"/>' +
    '<path d="M300 60V340"/>' +
    '<path d="M160 200H440"/>' +
    '<path d="M184 124C250 150 350 150 416 124"/>' +
    '<path d="M184 276C250 250 350 250 416 276"/>' +
    '</g>'
  );
}

const drawings: Record<CountryCode, { title: string; draw: () => string }> = {
  CN: { title: 'China', draw: china },
  HK: { title: 'Hong Kong', draw: hongKong },
  EN: { title: 'English', draw: globeBadge },
  JP: { title: 'Japan', draw: japan },
};

export const flag = (code: CountryCode): string => svgDocument(W, H, drawings[code].title, drawings[code].draw());
