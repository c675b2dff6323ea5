import { createHash } from 'node:crypto';
import { publicUrlOf } from '../../modules/files/public-files';
import type { FileStorage } from '../../modules/files/storage';

/**
 * Creative artwork drawn as SVG and kept as files of the app (`/api/files/demo-artwork/…`), so the demo's creatives
 * render offline and pass the rule every creative address follows (decision 042): an http(s) address or a file this
 * app stored, never a `data:` address. A picture's name is its content's hash, so drawing it twice stores it once.
 */
const FOLDER = 'demo-artwork';
const drawn = new Map<string, string>();

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.codePointAt(0)};`);
}

function stored(svg: string): string {
  const key = `${FOLDER}/${createHash('sha256').update(svg).digest('hex').slice(0, 32)}.svg`;
  drawn.set(key, svg);
  return publicUrlOf(key);
}

/** Writes every picture drawn so far that storage does not hold yet; the seed calls it before writing rows. */
export async function storeArtwork(storage: FileStorage): Promise<void> {
  const encoder = new TextEncoder();
  for (const [key, svg] of drawn) {
    if (await storage.get(key)) continue;
    await storage.put(key, encoder.encode(svg), 'image/svg+xml');
  }
}

const FONT = 'font-family="Helvetica,Arial,sans-serif"';

/** Rough width of Helvetica text, enough to keep a leaderboard's words from overlapping. */
const textWidth = (text: string, size: number) => text.length * size * 0.56;

export function bannerArt(
  width: number,
  height: number,
  brand: string,
  headline: string,
  cta: string,
  color: string,
): string {
  const wide = width / height > 3;
  const body = wide
    ? wideLayout(width, height, brand, headline, cta, color)
    : tallLayout(width, height, brand, headline, cta, color);
  const small = Math.min(width, height);
  return stored(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="${color}"/>` +
      `<circle cx="${width * 0.9}" cy="${height * 0.1}" r="${small * 0.6}" fill="#fff" fill-opacity="0.12"/>` +
      `${body}</svg>`,
  );
}

function button(x: number, y: number, width: number, height: number, cta: string, color: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="#fff"/>` +
    `<text x="${x + width / 2}" y="${y + height * 0.68}" text-anchor="middle" ${FONT} font-size="${Math.round(height * 0.5)}" font-weight="700" fill="${color}">${escapeXml(cta)}</text>`
  );
}

function tallLayout(
  width: number,
  height: number,
  brand: string,
  headline: string,
  cta: string,
  color: string,
): string {
  const small = Math.min(width, height);
  const brandSize = Math.min(Math.round(small * 0.13), Math.floor((width * 0.9) / (brand.length * 0.56)));
  const headlineSize = Math.min(
    Math.round(small * 0.1),
    Math.floor((width * 0.9) / (headline.length * 0.56)),
  );
  const buttonWidth = Math.min(width * 0.4, 140);
  const buttonHeight = Math.round(small * 0.14);
  return (
    `<text x="50%" y="40%" text-anchor="middle" ${FONT} font-size="${brandSize}" font-weight="700" fill="#fff">${escapeXml(brand)}</text>` +
    `<text x="50%" y="55%" text-anchor="middle" ${FONT} font-size="${headlineSize}" fill="#fff">${escapeXml(headline)}</text>` +
    button((width - buttonWidth) / 2, height * 0.68, buttonWidth, buttonHeight, cta, color)
  );
}

function wideLayout(
  width: number,
  height: number,
  brand: string,
  headline: string,
  cta: string,
  color: string,
): string {
  const brandSize = Math.round(height * 0.3);
  const headlineSize = Math.round(height * 0.24);
  const buttonWidth = Math.min(width * 0.22, 130);
  const buttonHeight = Math.round(height * 0.46);
  const buttonX = width - buttonWidth - height * 0.25;
  const brandX = height * 0.3;
  const headlineX = brandX + textWidth(brand, brandSize) + height * 0.4;
  const baseline = height * 0.5 + brandSize * 0.35;
  const fits = headlineX + textWidth(headline, headlineSize) < buttonX - height * 0.2;
  return (
    `<text x="${brandX}" y="${baseline}" ${FONT} font-size="${brandSize}" font-weight="700" fill="#fff">${escapeXml(brand)}</text>` +
    (fits
      ? `<text x="${headlineX}" y="${baseline}" ${FONT} font-size="${headlineSize}" fill="#fff">${escapeXml(headline)}</text>`
      : '') +
    button(buttonX, (height - buttonHeight) / 2, buttonWidth, buttonHeight, cta, color)
  );
}

export function logoArt(brand: string, color: string): string {
  const initials = brand
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return stored(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" rx="20" fill="${color}"/>` +
      `<text x="48" y="60" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="36" font-weight="700" fill="#fff">${escapeXml(initials || brand.slice(0, 1))}</text></svg>`,
  );
}
