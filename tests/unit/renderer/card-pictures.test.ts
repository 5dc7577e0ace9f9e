/**
 * The card pictures the pages show (src-renderer/cards/assets.ts): every card of both decks and every back
 * has a raster at each width `srcset` offers, the file is that many pixels wide (and half as high again),
 * every SVG has its rasters and no raster is left without one, and `sizes` still matches the widths the
 * theme draws a card at.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../../src-shared/cards/card.ts';
import { CARD_BACKS } from '../../../src-shared/api/game.ts';
import { RASTER_SIZES, backPicture, cardPicture } from '../../../src-renderer/cards/assets.ts';

const ROOT = join(import.meta.dirname, '../../..');
const CARDS_DIR = join(ROOT, 'resources/cards');
const WIDTHS = [84, 168, 320];

/** A WebP's canvas size, from its VP8X header (what Chromium's encoder writes) or a plain VP8 frame. */
function webpSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  expect(b.toString('ascii', 0, 4), file).toBe('RIFF');
  expect(b.toString('ascii', 8, 12), file).toBe('WEBP');
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  throw new Error(`${file}: a WebP chunk ${chunk} this test does not read`);
}

describe('card pictures', () => {
  const pictures = [
    ...CARDS.flatMap((c) => [cardPicture(c, 'czech'), cardPicture(c, 'french')]),
    ...CARD_BACKS.map((b) => backPicture(b)),
  ];

  it('offers every card and back at each width, the smallest as src', () => {
    expect(pictures).toHaveLength(67);
    for (const p of pictures) {
      const entries = p.srcset.split(', ').map((e) => e.split(' '));
      expect(entries.map(([, w]) => w)).toEqual(WIDTHS.map((w) => `${w}w`));
      for (const [url, w] of entries) expect(url).toMatch(new RegExp(`-${w!.slice(0, -1)}\\.webp$`));
      expect(p.src).toBe(entries[0]![0]);
    }
    expect(new Set(pictures.map((p) => p.src)).size).toBe(67);
  });

  it('has a raster of each SVG at each width, that wide and 3:2 high, and none without an SVG', () => {
    for (const folder of ['german', 'french', 'backs']) {
      const svgs = readdirSync(join(CARDS_DIR, folder)).filter((f) => f.endsWith('.svg'));
      const expected = svgs.flatMap((f) => WIDTHS.map((w) => f.replace(/\.svg$/, `-${w}.webp`))).sort();
      const rasters = readdirSync(join(CARDS_DIR, 'raster', folder)).sort();
      expect(rasters, folder).toEqual(expected);
      for (const f of rasters) {
        const width = Number(/-(\d+)\.webp$/.exec(f)![1]);
        expect(webpSize(join(CARDS_DIR, 'raster', folder, f)), `${folder}/${f}`).toEqual({
          width,
          height: width * 1.5,
        });
      }
    }
  });

  it('sizes a card by the largest width the theme draws one at: the phone layout’s and the table’s cap', () => {
    const theme = readFileSync(join(ROOT, 'src-renderer/theme.css'), 'utf8');
    const phone = readFileSync(join(ROOT, 'src-renderer/phone.css'), 'utf8');
    expect(theme).toContain('--card-w-phone: min(17.5vw, 84px);');
    expect(theme).toContain('--card-w-table: clamp(60px, min(10vh, 7vw), 160px);');
    expect(phone).toContain('@media (max-width: 600px), (max-height: 500px)');
    expect(RASTER_SIZES).toBe('(max-width: 600px) 84px, (max-height: 500px) 84px, 160px');
  });
});
