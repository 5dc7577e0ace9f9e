/**
 * The card pictures, bundled by Vite so they load from file:// in Electron and over HTTP in browser mode.
 * resources/cards/german holds the Czech (German-suited) deck, resources/cards/french the French one.
 */
import type { Card } from '../../src-shared/cards/card.ts';
import type { CardBack, DeckStyle } from '../../src-shared/api/game.ts';

const FILES = import.meta.glob<string>('../../resources/cards/**/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const FOLDER: Readonly<Record<DeckStyle, string>> = { czech: 'german', french: 'french' };

function file(folder: string, name: string): string {
  return FILES[`../../resources/cards/${folder}/${name}.svg`] ?? '';
}

export function cardUrl(card: Card, deck: DeckStyle): string {
  return file(FOLDER[deck], card);
}

export function backUrl(back: CardBack): string {
  return file('backs', back);
}
