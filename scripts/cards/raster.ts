/**
 * Rasters every card picture of resources/cards/ to WebP for the pages: `resources/cards/raster/<folder>/
 * <NAME>-<WIDTH>.webp` at the widths of RASTER_WIDTHS (84 px: the largest card on a phone, 168: the same
 * at 2× or the largest on a computer, 160 px, at 1×; 320: a computer at 2×, a phone at 3×), for an
 * `<img srcset>` (src-renderer/cards/assets.ts). Why: Chromium makes each SVG picture a document of its own to parse, lay out
 * and paint, ~50 ms a card on a phone's CPU; a WebP is only decoded (see docs/renderer.md, "Card pictures").
 * The SVGs stay the source; rebuild both with `npm run cards` (generate.ts, then this).
 *
 * Uses Debian's Chromium through Playwright (as scripts/icon/render.ts does): the SVG is drawn on a
 * canvas at the size asked and encoded by the browser's own WebP encoder.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const CARDS = fileURLToPath(new URL('../../resources/cards/', import.meta.url));
const OUT = join(CARDS, 'raster');
const FOLDERS = ['german', 'french', 'backs'] as const;
/** The widths rastered (cards are 2:3); src-renderer/cards/assets.ts lists the same. */
const RASTER_WIDTHS = [84, 168, 320] as const;
const QUALITY = 0.8;

/**
 * The page's code (a string: scripts have no DOM types) that draws `svg` `width` px wide on a canvas and
 * answers the canvas as WebP, base64.
 */
function encode(svg: string, width: number): string {
  return `(async () => {
    const img = new Image();
    img.src = 'data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}';
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = ${width};
    canvas.height = ${(width * 3) / 2};
    const context = canvas.getContext('2d');
    context.imageSmoothingQuality = 'high';
    context.drawImage(img, 0, 0, canvas.width, canvas.height);
    const url = canvas.toDataURL('image/webp', ${QUALITY});
    if (!url.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP');
    return url.slice(url.indexOf(',') + 1);
  })()`;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
  const page = await browser.newPage();
  rmSync(OUT, { recursive: true, force: true });
  let files = 0;
  let bytes = 0;
  for (const folder of FOLDERS) {
    mkdirSync(join(OUT, folder), { recursive: true });
    for (const file of readdirSync(join(CARDS, folder))
      .filter((f) => f.endsWith('.svg'))
      .sort()) {
      const svg = readFileSync(join(CARDS, folder, file), 'utf8');
      for (const width of RASTER_WIDTHS) {
        const base64 = await page.evaluate<unknown>(encode(svg, width));
        if (typeof base64 !== 'string') throw new Error(`${folder}/${file}: no WebP from the browser`);
        const data = Buffer.from(base64, 'base64');
        const name = file.replace(/\.svg$/, `-${width}.webp`);
        writeFileSync(join(OUT, folder, name), data);
        files += 1;
        bytes += data.length;
      }
    }
  }
  await browser.close();
  console.log(`${files} WebP pictures, ${Math.round(bytes / 1024)} KB, in ${OUT}`);
}

await main();
