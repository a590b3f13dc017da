import type { ChessMode, Game } from '../games';
import { prizeRules, type PrizeTerms } from './prize-pool';
import { chessPointsText, timeControlsText } from './scoring-tables';

/** A titled block of the rules tab. */
export interface RuleSection {
  title: string;
  items: string[];
}

export interface TournamentGuide {
  /** Name of the game as players know it (text only, SPEC imagery rules). */
  gameTitle: string;
  /** Steps of the 'How?' tab. */
  howTo: string[];
  rules: RuleSection[];
  /** Short explanation above the scoring table. */
  scoringIntro: string;
}

const TIEBREAKERS = 'Tiebreakers';

const agreement: RuleSection = {
  title: 'Agreement',
  items: [
    'By registering you accept these rules and the GameHub Terms and Conditions.',
    'The organisers may update the rules before the tournament starts; the version shown here when it starts applies.',
    'Rewards are paid in GameHub coins within minutes after the tournament ends. Coins are non-transferable.',
  ],
};

/** The server's tiebreakers in order; with none (chess, Clash), equal points share a rank. */
function tiebreakerRules(tiebreakers: readonly string[]): RuleSection {
  if (tiebreakers.length === 0) {
    return {
      title: TIEBREAKERS,
      items: [
        'Players with the same points share the same rank.',
        'Tied players split the prizes of the positions they occupy equally.',
      ],
    };
  }
  return {
    title: TIEBREAKERS,
    items: [
      `Players level on points are separated by: ${tiebreakers
        .map((rule, index) => `${index + 1}. ${rule.toLowerCase()}`)
        .join(', then ')}.`,
      'Players still tied share the rank and split the prizes of the positions they occupy equally.',
    ],
  };
}

/**
 * Where each Clash game shows the player tag, by the saved handle its registration sends (the
 * catalogue's handle_field), as the profile's handle help words it: client copy.
 */
const TAG_STEPS: Partial<Record<NonNullable<Game['handle_field']>, string>> = {
  clash_clan:
    'tap your experience level in the game to open your profile; the tag under your name starts with #',
  clash_royal:
    'tap your name in the game to open your profile; the tag under your name starts with #',
};

function clashGuide(game: Game): TournamentGuide {
  const gameTitle = game.name;
  const profileSteps =
    (game.handle_field && TAG_STEPS[game.handle_field]) ??
    'open your profile in the game; the tag under your name starts with #';
  return {
    gameTitle,
    howTo: [
      'Sign in to GameHub and press REGISTER NOW.',
      `Enter your ${gameTitle} player tag (${profileSteps}). It is saved as your gamer handle, so next time you register in one click.`,
      `Play ${gameTitle} as usual with that account while the tournament is live: the trophies you have when it starts and when it ends are read from the official game records.`,
      'Follow your points on the Leaderboard tab. Rewards arrive in your wallet within minutes after the end.',
    ],
    rules: [
      {
        title: 'Game format',
        items: [
          `Individual ranked play in ${gameTitle} during the tournament window only.`,
          'Your initial trophy count is recorded at the start and your final count at the end.',
          'Only the account with the registered player tag counts; the tag cannot be changed once the tournament is live.',
        ],
      },
      {
        title: 'Points',
        items: [
          'Trophies gained between start and end earn points; each trophy is worth more in higher trophy bands (see the Scoring tab).',
          'Trophies lost reduce your points. Points never go below 0.',
        ],
      },
      tiebreakerRules(game.tiebreakers),
      {
        title: 'Fair play',
        items: [
          'One GameHub account and one game account per player.',
          'Account sharing, boosting, win trading and third-party tools are not allowed.',
          'Violations lead to disqualification and a ban from future tournaments.',
        ],
      },
      agreement,
    ],
    scoringIntro:
      'Points come from your trophies at the start and at the end: each trophy gained is worth the points of its trophy band, and a gain across bands is split between them (950 → 1,050 trophies earns 50 × 1 + 50 × 2 = 150 points).',
  };
}

function chessGuide(game: Game, modes: readonly ChessMode[]): TournamentGuide {
  return {
    gameTitle: game.name,
    howTo: [
      'Sign in to GameHub and press REGISTER NOW.',
      'Enter your chess.com username (letters and numbers only). It is saved as your gamer handle, so next time you register in one click.',
      'While the tournament is live, press PLAY NOW and play rated games on chess.com with the registered username.',
      'Every game finished inside the tournament window counts. Follow your points on the Leaderboard tab.',
      'Rewards arrive in your wallet within minutes after the end.',
    ],
    rules: [
      {
        title: 'Game format',
        items: [
          'Rated online games on chess.com, played with the username you registered.',
          'Only games that start and finish inside the tournament window count.',
          `Time controls: ${timeControlsText(modes)}.`,
        ],
      },
      {
        title: 'Points',
        items: [`Points per game by time control — ${chessPointsText(modes)}.`],
      },
      tiebreakerRules(game.tiebreakers),
      {
        title: 'Fair play',
        items: [
          'Engines, assistance and other players on your account are not allowed.',
          'Games chess.com closes for fair-play violations do not count.',
          'Violations lead to disqualification and a ban from future tournaments.',
        ],
      },
      agreement,
    ],
    scoringIntro:
      'Each rated game earns points by its time control. Win more games, and faster time controls earn fewer points per game.',
  };
}

function ticTacToeGuide(
  game: Game,
  points: { win: number; draw: number; loss: number },
): TournamentGuide {
  return {
    gameTitle: game.name,
    howTo: [
      'Sign in to GameHub and press REGISTER NOW: your GameHub account is your player, no username is needed.',
      'When the tournament is live, press PLAY NOW. The board opens right here on this page.',
      'Matches are 1v1: the first player to align 3 symbols in a row, column or diagonal wins.',
      'Play as many matches as you can while the tournament is live and follow your points on the Leaderboard tab.',
    ],
    rules: [
      {
        title: 'Game format',
        items: [
          '1v1 matches on a 3×3 board played inside GameHub.',
          'The first player to align 3 symbols wins; a full board without a line is a draw.',
        ],
      },
      {
        title: 'Points',
        items: [`Win ${points.win} points, draw ${points.draw} point, loss ${points.loss} points.`],
      },
      tiebreakerRules(game.tiebreakers),
      {
        title: 'Fair play',
        items: [
          'Inactivity during a match may cause an automatic loss.',
          'Multiple accounts, collusion and automated play are not allowed.',
          'Violations lead to disqualification and a ban from future tournaments.',
        ],
      },
      agreement,
    ],
    scoringIntro:
      'Every finished match earns points; tiebreakers separate players level on points.',
  };
}

function racerGuide(game: Game, pointsPerMetre: number): TournamentGuide {
  return {
    gameTitle: game.name,
    howTo: [
      'Sign in to GameHub and press REGISTER NOW: your GameHub account is your player, no username is needed.',
      `When the tournament is live, press PLAY NOW to open ${game.name} and press START.`,
      'Change lane with the arrow keys, or tap the left or right half of the road, to weave through the traffic as the speed climbs.',
      'Race as often as you like while the tournament is live: your best run counts. Follow it on the Leaderboard tab.',
    ],
    rules: [
      {
        title: 'Game format',
        items: [
          `Single-player runs of ${game.name}, played inside GameHub.`,
          'A run ends when you crash or press END. Only runs started and finished while the tournament is live count.',
        ],
      },
      {
        title: 'Points',
        items: [
          `${pointsPerMetre === 1 ? 'One point' : `${pointsPerMetre} points`} per metre driven. Your points are your best run.`,
        ],
      },
      tiebreakerRules(game.tiebreakers),
      {
        title: 'Fair play',
        items: [
          'Every run is replayed by GameHub from its start and your inputs; a score that does not replay is refused.',
          'Multiple accounts and automated play are not allowed.',
          'Violations lead to disqualification and a ban from future tournaments.',
        ],
      },
      agreement,
    ],
    scoringIntro: 'Every metre driven is a point; your best run in the tournament is your score.',
  };
}

function gameGuide(game: Game): TournamentGuide | null {
  const { scoring } = game;
  switch (scoring.kind) {
    case 'chess':
      return chessGuide(game, scoring.modes);
    case 'trophies':
      return clashGuide(game);
    case 'matches':
      return ticTacToeGuide(game, scoring.points);
    case 'runs':
      return racerGuide(game, scoring.points_per_metre);
    default:
      return null;
  }
}

/**
 * The tabs' text for a game, by how the server scores it; null for a kind this client predates.
 * With a tournament's prize terms, its rules say who is paid, after the tiebreakers.
 */
export function guideFor(game: Game, terms?: PrizeTerms): TournamentGuide | null {
  const guide = gameGuide(game);
  const prizes = terms ? prizeRules(terms, game.scoring.kind) : null;
  if (!guide || !prizes) return guide;
  const rules = [...guide.rules];
  rules.splice(rules.findIndex((section) => section.title === TIEBREAKERS) + 1, 0, prizes);
  return { ...guide, rules };
}
