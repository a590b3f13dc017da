/**
 * Inter is `font-display: optional` (styles/fonts.css): when it misses a page's first paint, the
 * page keeps the fallback even once the file is in. This puts the same file, allowed to swap,
 * next in line for the rest of the visit (html.font-late), and only then: the class changes every
 * element's font, a restyle and relayout of the whole page that a phone pays for nothing when
 * Inter was there from the start (nor is 'Inter Late' loaded then). Run once the app's start has
 * settled, under the preloader (Preloader): the check asks the system for a font, which waited
 * for a busy browser in the middle of the start.
 */
export function swapInLateFont(): void {
  if (!drawnInFallback("'Inter Variable'")) return;
  void document.fonts
    ?.load("1em 'Inter Late'")
    .then(() => document.documentElement.classList.add('font-late'))
    .catch(() => undefined);
}

const SAMPLE = 'GameHub tournaments 0123456789';

/**
 * Whether text set in `family` comes out in the fallback. Measured on a canvas, which follows the
 * document's fonts (an optional face that missed its paint included) without laying out the page.
 */
function drawnInFallback(family: string): boolean {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return true;
  const width = (font: string) => {
    context.font = `16px ${font}`;
    return context.measureText(SAMPLE).width;
  };
  return width(`${family}, monospace`) === width('monospace');
}
