/**
 * Renders the app icon, resources/icon.png (1024×1024, the size electron-builder turns into every
 * platform's icon set), from an SVG drawn here around the app's own card art: the marriage that gives
 * the game its name, červený svršek and červený král, fanned on the table's green cloth; and the same
 * picture at 64×64 as the pages' favicon, src-renderer/favicon.png (linked from index.html, bundled by
 * Vite: a few KB where the 1024 px icon is half a megabyte). Rebuild both with:
 *
 *   npm exec -- node scripts/icon/render.ts
 *
 * Uses Debian's Chromium through Playwright (Playwright cannot download a browser here).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const SIZE = 1024;
const CARDS = fileURLToPath(new URL('../../resources/cards/german/', import.meta.url));
const OUT = fileURLToPath(new URL('../../resources/icon.png', import.meta.url));
const FAVICON = fileURLToPath(new URL('../../src-renderer/favicon.png', import.meta.url));
const FAVICON_SIZE = 64;

function card(name: string): string {
  const svg = readFileSync(`${CARDS}${name}.svg`, 'utf8');
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The icon as SVG: a rounded square of cloth, the two cards (240×360 each) turned apart from a point below. */
export function iconSvg(size = SIZE): string {
  const fan = (name: string, angle: number): string =>
    `<g transform="rotate(${angle} 512 946)"><image href="${card(name)}" x="332" y="236" width="360" height="540"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${size}" height="${size}">
  <defs>
    <radialGradient id="cloth" cx="50%" cy="40%" r="70%">
      <stop offset="0" stop-color="#2f7d4a"/>
      <stop offset="1" stop-color="#14462a"/>
    </radialGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="#000" flood-opacity="0.45"/>
    </filter>
  </defs>
  <rect x="40" y="40" width="944" height="944" rx="200" fill="url(#cloth)" stroke="#0c2f1b" stroke-width="12"/>
  <g filter="url(#shadow)">${fan('HO', -13)}${fan('HK', 13)}</g>
</svg>`;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu'] });
  try {
    for (const [size, out] of [
      [SIZE, OUT],
      [FAVICON_SIZE, FAVICON],
    ] as const) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${iconSvg(size)}</body></html>`,
      );
      // The cards are data URLs inside the SVG; give the page a frame to decode and paint them.
      // (A string: it runs in the page, whose DOM the Node scripts' types do not include.)
      await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
      const png = await page.locator('svg').screenshot({ omitBackground: true });
      writeFileSync(out, png);
      console.log(`wrote ${out} (${png.length} bytes)`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
