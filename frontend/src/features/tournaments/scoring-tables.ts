import { CHESS_POINTS } from '../../../../backend/src/modules/games/scoring/chess-scoring';
import {
  CLASH_TROPHY_BANDS,
  type ClashTrophyBand,
} from '../../../../backend/src/modules/games/scoring/clash-scoring';
import { TIC_TAC_TOE_POINTS } from '../../../../backend/src/modules/games/scoring/tic-tac-toe-scoring';

/**
 * SPEC §9 points tables, as the server scores them: the rules and scoring tabs read the server's
 * own scoring modules (pure, no Nest), so the text can never say other than what is scored.
 */

/** Chess modes in the order the rules text lists them (shortest first). */
export const chessPoints = Object.values(CHESS_POINTS);

/** Clash of Clans and Clash Royale: points per trophy gained, by trophy band. */
export const clashTrophyBands = CLASH_TROPHY_BANDS;

export const ticTacToePoints = TIC_TAC_TOE_POINTS;

/** Order in which tied tic-tac-toe players are separated. */
export const ticTacToeTiebreakers: readonly string[] = [
  'Higher win/loss ratio',
  'Lower total match completion time',
];

const numberFormat = new Intl.NumberFormat('en-IN');

/** '1,000–1,999': the server's band ends where the next begins, the label shows its last count. */
export function trophyBandLabel(band: ClashTrophyBand): string {
  return band.to === null
    ? `${numberFormat.format(band.from)}+`
    : `${numberFormat.format(band.from)}–${numberFormat.format(band.to - 1)}`;
}
