/**
 * Inter is `font-display: optional` (styles/fonts.css): when it misses a page's first paint, the
 * page keeps the fallback even once the file is in. This puts the same file, allowed to swap,
 * next in line for the rest of the visit (html.font-late), and only then: the class changes every
 * element's font, a restyle and relayout of the whole page that a phone pays for nothing when
 * Inter was there from the start.
 */
export function swapInLateFont(): void {
  void document.fonts
    ?.load("1em 'Inter Late'")
    .then(() => {
      if (drawnInFallback("'Inter Variable'")) {
        document.documentElement.classList.add('font-late');
      }
    })
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
