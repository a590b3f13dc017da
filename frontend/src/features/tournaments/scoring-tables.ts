import type { ChessMode, TrophyBand } from '../games';
import { formatIndianNumber } from '../../lib/number-format';

/*
 * How the rules and scoring tabs word the server's points tables (GET /api/games), so the text can
 * never say other than what is scored.
 */

/** '1,000–1,999': the server's band ends where the next begins, the label shows its last count. */
export function trophyBandLabel(band: TrophyBand): string {
  return band.to === null
    ? `${formatIndianNumber(band.from)}+`
    : `${formatIndianNumber(band.from)}–${formatIndianNumber(band.to - 1)}`;
}

/** '10 minute Rapid, 5 minute Blitz and 1 minute Bullet': longest first, as the rules list them. */
export function timeControlsText(modes: readonly ChessMode[]): string {
  const names = [...modes].reverse().map((mode) => `${mode.minutes} minute ${mode.label}`);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
    : (names[0] ?? '');
}

/** 'Bullet (1 min): win 3, draw 1, loss 0; …' in the server's order (shortest first). */
export function chessPointsText(modes: readonly ChessMode[]): string {
  return modes
    .map((c) => `${c.label} (${c.minutes} min): win ${c.win}, draw ${c.draw}, loss ${c.loss}`)
    .join('; ');
}
