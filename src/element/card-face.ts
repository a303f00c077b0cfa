import { html, type TemplateResult } from 'lit';

/** Suit symbols in the order C D H S, forced to text (not emoji) presentation. */
const SUIT_SYMBOLS = ['\u2663\uFE0E', '\u2666\uFE0E', '\u2665\uFE0E', '\u2660\uFE0E'];

/** The face of a card, drawn with text only: rank and suit in the corner, a large suit pip. */
export function cardFace(code: string): TemplateResult {
  const symbol = SUIT_SYMBOLS['CDHS'.indexOf(code[1])];
  const rank = code[0] === 'T' ? '10' : code[0];
  return html`<span class="corner" aria-hidden="true">${rank}<br />${symbol}</span><span class="pip" aria-hidden="true">${symbol}</span>`;
}

/** Class names that colour a card: its suit letter, and `red` for hearts and diamonds. */
export function suitClasses(code: string): string {
  const suit = code[1];
  return suit === 'H' || suit === 'D' ? `${suit} red` : suit;
}
