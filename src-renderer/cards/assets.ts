/**
 * The card pictures, bundled by Vite so they load from app:// in Electron and over HTTP in browser mode.
 * resources/cards/german holds the Czech (German-suited) deck, resources/cards/french the French one, as
 * SVG (the source). The pages show rasters of them, resources/cards/raster/<folder>/<NAME>-<WIDTH>.webp
 * (scripts/cards/raster.ts): Chromium makes every SVG picture a document of its own to parse, lay out and
 * paint (~50 ms a card on a phone's CPU), where a WebP is only decoded. `srcset` offers each width and
 * RASTER_SIZES tells the browser the largest a card is drawn, so it takes the smallest raster that is sharp.
 */
import type { Card } from '../../src-shared/cards/card.ts';
import type { CardBack, DeckStyle } from '../../src-shared/api/game.ts';

const FILES = import.meta.glob<string>('../../resources/cards/raster/**/*.webp', {
  query: '?url',
  import: 'default',
  eager: true,
});

/** The widths scripts/cards/raster.ts writes. */
const WIDTHS = [84, 168, 320] as const;

/**
 * The largest width a card is drawn at (theme.css): 84 px on a phone (--card-w-phone; the phone layout's
 * media queries of phone.css), 160 px elsewhere (--card-w-table's cap). For an `<img sizes>`.
 */
export const RASTER_SIZES = '(max-width: 600px) 84px, (max-height: 500px) 84px, 160px';

const FOLDER: Readonly<Record<DeckStyle, string>> = { czech: 'german', french: 'french' };

/** One picture: the smallest raster as `src`, every width in `srcset`. */
export interface CardPicture {
  readonly src: string;
  readonly srcset: string;
}

/** The URL of one raster (scripts/cards/raster.ts writes <folder>/<name>-<width>.webp). */
const rasterUrl = (folder: string, name: string, width: (typeof WIDTHS)[number]): string =>
  FILES[`../../resources/cards/raster/${folder}/${name}-${width}.webp`] ?? '';

function picture(folder: string, name: string): CardPicture {
  const url = (width: (typeof WIDTHS)[number]) => rasterUrl(folder, name, width);
  return { src: url(WIDTHS[0]), srcset: WIDTHS.map((w) => `${url(w)} ${w}w`).join(', ') };
}

export function cardPicture(card: Card, deck: DeckStyle): CardPicture {
  return picture(FOLDER[deck], card);
}

/**
 * The chosen back as CSS custom properties for a painted back (cards/playing-card.css `.painted`): a
 * background has no srcset, so an image-set per layout, the same rasters the srcset would pick.
 */
export function backImageSet(back: CardBack): Record<'--back-phone' | '--back-table', string> {
  const url = (width: (typeof WIDTHS)[number]) => `url("${rasterUrl('backs', back, width)}")`;
  return {
    '--back-phone': `image-set(${url(84)} 1x, ${url(168)} 2x)`,
    '--back-table': `image-set(${url(168)} 1x, ${url(320)} 2x)`,
  };
}

export function backPicture(back: CardBack): CardPicture {
  return picture('backs', back);
}
