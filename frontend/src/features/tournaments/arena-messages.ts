/** What the tic-tac-toe panel tells the player (shared by the page, the panel and their tests). */
export const arenaMessages = {
  matchInProgress: 'You have a match in progress',
  opponentFound: 'Opponent found! Practice stopped — this match counts.',
  practiceLabel: 'Practice — doesn’t count for points or firsts',
} as const;
