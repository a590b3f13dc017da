/**
 * The one list of queues, job names and payloads, imported by the API (producer) and the worker
 * (consumer). Values are stored in outbox rows and Redis: never rename one.
 */
export const QUEUES = {
  /** Time-driven work: tournament status changes, the repair sweep, shop popularity, the mint check. */
  scheduling: 'scheduling',
  /**
   * Mail to players, sent by the worker (never inside an HTTP request). Named 'notifications'
   * until the player's inbox took that word: a migration moved pending outbox rows, and jobs
   * still waiting under the old name are drained by the old release (events/README.md).
   */
  mail: 'mail',
  /** Coins owed to players: tournament settlements. */
  payouts: 'payouts',
  /** Coins that follow a play or a payout: referral bonuses and shares, milestones; and events. */
  rewards: 'rewards',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** What a play or win was: a tournament's result or prize, a tic-tac-toe match, a game run. */
export type PlaySource = `tournament:${number}` | `match:${string}` | `run:${string}`;

/** Payloads carry ids only; handlers reload state and do nothing if the work is done. */
export interface JobPayloads {
  'tournament.created': { tournamentId: number };
  'tournament.rescheduled': { tournamentId: number };
  'tournament.start': { tournamentId: number };
  'tournament.end': { tournamentId: number };
  /**
   * Delayed to 15 minutes before the start (its job id names the start, so a moved tournament
   * gets a new one): tells each registered player once. Does nothing for a start that changed.
   */
  'tournament.starting_soon': { tournamentId: number };
  'tournament.sweep': Record<string, never>;
  'tournament.poll': Record<string, never>;
  'leaderboard.rebuild': { tournamentId: number };
  'mail.verify_email': { userId: string };
  'mail.reset_password': { userId: string };
  /** Someone signed up with the address of this account: its owner is told (once an hour). */
  'mail.signup_attempt': { userId: string };
  'mail.newsletter_confirm': { email: string };
  /** The buyer's code by mail; the handler opens it from the order, never from the payload. */
  'mail.order_confirmation': { orderId: string };
  /** Repeating: products.sold_count from orders, for the "popular" sort. */
  'shop.popularity': Record<string, never>;
  /**
   * A voucher was bought, raised in the purchase's statement beside `mail.order_confirmation`
   * (the mail stays a command of its own: its jobs are stored under that name).
   */
  'order.placed': { orderId: string; userId: string };
  /** A player claimed an IST day's daily bonus (`day`: YYYY-MM-DD). */
  'daily_bonus.claimed': { userId: string; day: string };
  'tournament.settle': { tournamentId: number };
  /**
   * One player's prize, committed with its transfer. Besides ids it carries the amount and rank,
   * facts frozen at settlement that never change, so consumers (the referral share) need no lookup.
   */
  'prize.paid': { tournamentId: number; userId: string; amount: number; rank: number };
  /**
   * A player's first recorded play and first win, once per player, raised only by
   * PlayerActivityService (modules/activity): games and tournaments report plays and wins to it.
   */
  /**
   * A player moved ahead of others in a live tournament (the rank index says whom they passed,
   * once the change reached it). `at`: when, so every retry words the same notices.
   */
  'standing.overtook': { tournamentId: number; userId: string; passedIds: string[]; at: number };
  'player.first_play': { userId: string; source: PlaySource };
  'player.first_win': { userId: string; source: PlaySource };
  /**
   * A referee reached Signup (verified email; social accounts at creation), raised only by
   * ReferralsService when it first stamps the referral's signup_at.
   */
  'referral.signed_up': { refereeId: string };
  /**
   * Repeating: pays referral bonuses the daily cap deferred, and each ended month's referral
   * leaderboard once (also repairing a rollover missed while the worker was down).
   */
  'referral.sweep': Record<string, never>;
  /**
   * One referral bonus paid to a referrer (a friend reached a stage), committed with the credit.
   * Carries the amount and stage, facts that never change once paid.
   */
  'referral.bonus_paid': { referrerId: string; refereeId: string; stage: number; amount: number };
  /**
   * A referrer's counted referrals reached a milestone not claimed yet (raised once per
   * milestone, with the stage advance that counted it).
   */
  'referral.milestone_reached': { referrerId: string; milestone: number; referrals: number };
  /** Repeating: deletes notifications past their 90 days. */
  'notifications.sweep': Record<string, never>;
  /** Repeating, every minute: today's coins minted per source against its MINT_CEILING_*. */
  'wallet.mint_check': Record<string, never>;
}
export type JobName = keyof JobPayloads;

/**
 * Facts other modules react to. An event's job runs no logic of its own: the worker fans it out
 * to one job per subscriber (each an `@OnEvent` job class, events/on-job.ts). Every other job is
 * a command with exactly one `@OnJob` handler.
 */
export const EVENTS = [
  'prize.paid',
  'standing.overtook',
  'player.first_play',
  'player.first_win',
  'referral.signed_up',
  'order.placed',
  'daily_bonus.claimed',
  'referral.bonus_paid',
  'referral.milestone_reached',
] as const satisfies readonly JobName[];
export type EventName = (typeof EVENTS)[number];

export function isEvent(name: string): name is EventName {
  return (EVENTS as readonly string[]).includes(name);
}

export const JOB_QUEUE: { readonly [N in JobName]: QueueName } = {
  'tournament.created': QUEUES.scheduling,
  'tournament.rescheduled': QUEUES.scheduling,
  'tournament.start': QUEUES.scheduling,
  'tournament.end': QUEUES.scheduling,
  'tournament.starting_soon': QUEUES.scheduling,
  'tournament.sweep': QUEUES.scheduling,
  'tournament.poll': QUEUES.scheduling,
  'leaderboard.rebuild': QUEUES.scheduling,
  'mail.verify_email': QUEUES.mail,
  'mail.reset_password': QUEUES.mail,
  'mail.signup_attempt': QUEUES.mail,
  'mail.newsletter_confirm': QUEUES.mail,
  'mail.order_confirmation': QUEUES.mail,
  'shop.popularity': QUEUES.scheduling,
  'tournament.settle': QUEUES.payouts,
  'prize.paid': QUEUES.rewards,
  'standing.overtook': QUEUES.rewards,
  'player.first_play': QUEUES.rewards,
  'player.first_win': QUEUES.rewards,
  'referral.signed_up': QUEUES.rewards,
  'referral.sweep': QUEUES.rewards,
  'order.placed': QUEUES.rewards,
  'daily_bonus.claimed': QUEUES.rewards,
  'referral.bonus_paid': QUEUES.rewards,
  'referral.milestone_reached': QUEUES.rewards,
  'notifications.sweep': QUEUES.scheduling,
  'wallet.mint_check': QUEUES.scheduling,
};

/** What every job carries: the key its effects are recorded under, and the payload. */
export interface JobData<N extends JobName = JobName> {
  idempotencyKey: string;
  payload: JobPayloads[N];
}

/** BullMQ forbids ':' in custom job ids; the key doubles as the job id so re-adds are no-ops. */
export function idempotencyKey(name: JobName, ...parts: (string | number)[]): string {
  return [name, ...parts].join('-');
}

export const DEFAULT_JOB_OPTIONS = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  // Kept for a week so a re-published event with the same job id is ignored by BullMQ itself.
  removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
  // Failed jobs stay for operators to inspect in /admin/queues.
  removeOnFail: false,
} as const;
