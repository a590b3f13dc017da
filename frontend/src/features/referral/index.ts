// The referral feature's front door: what other features may import from it (what a referral
// pays, and the figures it puts in prose).
export { type ReferralRewards, useReferralRewards } from './api/get-referral-rewards';
export { type ReferralFigures, referralFigures } from './referral-figures';
