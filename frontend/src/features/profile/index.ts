// The profile feature's front door: what other features may import from it.
export { referralUrl } from './components/referral-link';
export { handleGames, type HandleGameInfo } from './gamer-handle-games';
