// The wallet feature's front door: what other features may import from it (the daily bonus's
// table, its prompt, call to action and modal, and the figures it puts in prose).
export { type DailyBonusDay, useDailyBonus } from './api/get-daily-bonus';
export { DailyBonusCta } from './components/daily-bonus-cta';
export { DailyBonusPrompt } from './components/daily-bonus-prompt';
export { DailyBonusModal } from './components/lazy-daily-bonus-modal';
export { isDailyBonusDue } from './daily-bonus-dismissal';
export { type DailyBonusFigures, dailyBonusFigures } from './daily-bonus-figures';
