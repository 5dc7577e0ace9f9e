/**
 * Whether a hand that mounts now is dealt (its cards arrive one after another, HandFan's `appear`). The
 * page's first hand is not: a page opened or reloaded at a table finds the cards already dealt, and
 * dealing them then would only hold up the first screen (each arriving card's transition reads the
 * computed style, a style recalculation per card on a phone's slow CPU). Every later hand — a table opened
 * from the home screen, a lesson, the next deal — is dealt.
 */
let firstHandShown = false;

export function dealsOnMount(): boolean {
  const dealt = firstHandShown;
  firstHandShown = true;
  return dealt;
}
