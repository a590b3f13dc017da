import { createHash } from 'node:crypto';
import { CodeImportRow, CurrencyType, NewProduct } from '../../modules/shop';
import { GameId } from '../../modules/games';
import { NewTournament, ScheduleInput } from '../../modules/tournaments';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const GAMES: { id: GameId; titles: [string, string, string]; max: number }[] = [
  {
    id: GameId.Chess,
    titles: ['Blitz Kings Open', 'Rapid Masters Cup', 'Bullet Rush Sunday'],
    max: 500,
  },
  {
    id: GameId.ClashOfClans,
    titles: ['Clan Wars Trophy Push', 'Town Hall Titans', 'Raid Weekend Rally'],
    max: 300,
  },
  {
    id: GameId.ClashRoyale,
    titles: ['Arena Ladder Sprint', 'Royal Crown Clash', 'Elixir Masters'],
    max: 300,
  },
  {
    id: GameId.TicTacToe,
    titles: ['Three in a Row Showdown', 'Noughts & Crosses Cup', 'Grid Legends'],
    max: 200,
  },
  {
    id: GameId.MrRacer,
    titles: ['Night Highway Sprint', 'Rush Hour Rally', 'Speed Trap Cup'],
    max: 300,
  },
];

/** Coins per rank; the pool is their sum. */
const PRIZE_TABLES = [
  [50_000, 30_000, 20_000, 10_000, 10_000, 5_000, 5_000],
  [20_000, 12_000, 8_000, 5_000, 5_000],
  [100_000, 50_000, 25_000, 10_000, 10_000, 5_000],
];

/**
 * For every game: one live, one upcoming and one completed tournament around `now`, their big
 * tables guaranteed only from half their capacity of players who played, a quarter paid.
 */
export function demoTournaments(now: Date): NewTournament[] {
  const at = (ms: number) => new Date(now.getTime() + ms);
  const rules = (game: (typeof GAMES)[number]) => ({
    guaranteedPlayers: game.max / 2,
    paidSharePercent: 25,
  });
  return GAMES.flatMap((game, i) => [
    {
      gameId: game.id,
      title: game.titles[0],
      startsAt: at(-(i + 1) * HOUR),
      endsAt: at((i + 2) * HOUR + 30 * 60_000),
      maxParticipants: game.max,
      registeredParticipants: Math.round(game.max * 0.6),
      prizeTable: PRIZE_TABLES[i % 3],
      ...rules(game),
    },
    {
      gameId: game.id,
      title: game.titles[1],
      startsAt: at((i + 1) * DAY + 2 * HOUR),
      endsAt: at((i + 1) * DAY + 5 * HOUR),
      maxParticipants: game.max,
      registeredParticipants: Math.round(game.max * 0.25),
      prizeTable: PRIZE_TABLES[(i + 1) % 3],
      ...rules(game),
    },
    {
      gameId: game.id,
      title: game.titles[2],
      startsAt: at(-(i + 2) * DAY),
      endsAt: at(-(i + 2) * DAY + 3 * HOUR),
      maxParticipants: game.max,
      registeredParticipants: game.max,
      prizeTable: PRIZE_TABLES[(i + 2) % 3],
      ...rules(game),
    },
  ]);
}

/**
 * What the seeded schedules may mint (backend/README.md, "Economy"): coins per active player per
 * day, for a player in every seeded tournament. Pools scale with the field, so a tournament mints
 * at most pool / guarantee per player who played, whatever the field (settlement/prize-pool.ts).
 */
export const TOURNAMENT_BUDGET_PER_PLAYER_DAY = 100;

/**
 * The all-day open: 1,500 coins over 25 places, guaranteed from 100 players who played, a
 * quarter of them paid: at most 15 coins per player who played, per game, per day.
 */
const DAILY_OPEN_TABLE = [300, 200, 150, 100, 80, 70, 60, 50, 40, 30, ...Array(15).fill(28)];
/** The Sunday cup: 7,000 coins over 20 places from 200 players, weekly: at most 5 a day each. */
const SUNDAY_CUP_TABLE = [
  1500,
  1000,
  750,
  600,
  500,
  400,
  350,
  300,
  250,
  200,
  ...Array(10).fill(115),
];
const DAILY_OPEN_GUARANTEE = 100;
const SUNDAY_CUP_GUARANTEE = 200;
const SCHEDULED_PAID_SHARE = 25;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const SCHEDULE_NAMES: Record<GameId, string> = {
  [GameId.Chess]: 'Chess',
  [GameId.ClashOfClans]: 'Clash of Clans',
  [GameId.ClashRoyale]: 'Clash Royale',
  [GameId.TicTacToe]: 'Tic-Tac-Toe',
  [GameId.MrRacer]: 'MR RACER',
};

/**
 * Recurring tournaments for every game, so a stack started today still has live and upcoming
 * ones weeks later with nobody creating any: an all-day open (IST midnight to midnight, the
 * next one starting as it ends) and a Sunday evening cup with a bigger pool, both sized against
 * TOURNAMENT_BUDGET_PER_PLAYER_DAY.
 */
export function demoSchedules(): ScheduleInput[] {
  return GAMES.flatMap((game) => [
    {
      gameId: game.id,
      titlePattern: `${SCHEDULE_NAMES[game.id]} Daily Open · {date}`,
      startTime: '00:00',
      weekdays: EVERY_DAY,
      durationMinutes: 24 * 60,
      maxParticipants: game.max,
      prizeTable: DAILY_OPEN_TABLE,
      guaranteedPlayers: DAILY_OPEN_GUARANTEE,
      paidSharePercent: SCHEDULED_PAID_SHARE,
    },
    {
      gameId: game.id,
      titlePattern: `${SCHEDULE_NAMES[game.id]} Sunday Cup · {date}`,
      startTime: '19:00',
      weekdays: [0],
      durationMinutes: 3 * 60,
      maxParticipants: game.max,
      prizeTable: SUNDAY_CUP_TABLE,
      guaranteedPlayers: SUNDAY_CUP_GUARANTEE,
      paidSharePercent: SCHEDULED_PAID_SHARE,
    },
  ]);
}

const REDEEM_STEPS =
  '1. Copy the voucher code from My Orders.\n2. Open the brand’s app or website and go to gift cards.\n3. Paste the code and apply it before it expires.';
const TERMS =
  'Valid once per code. Cannot be exchanged for cash or coins. Lost or expired codes cannot be replaced. Brand terms apply.';

/** A demo voucher: its brand's code prefix and, per face value, its coin price and codes in stock. */
export interface DemoVoucher {
  brand: string;
  title: string;
  subTitle: string;
  category: string;
  currencyType: CurrencyType;
  expiresIn: string;
  redeemLink: string;
  /** [face value, coins, codes in stock] */
  denominations: [number, number, number][];
}

// thumb_img is the category's slug: the client draws one illustration per slug.
const CATEGORY_SLUGS: Record<string, string> = {
  Shopping: 'shopping',
  Fashion: 'fashion',
  Food: 'food',
  Entertainment: 'entertainment',
  Music: 'music',
  Travel: 'travel',
  Gaming: 'gaming',
  Electronics: 'electronics',
  'Mobile Recharge': 'mobile-recharge',
};

const INR = CurrencyType.Inr;
const USD = CurrencyType.Usd;

/**
 * The demo shop: 27 vouchers in 9 categories, most denominations stocked, Steam's largest card
 * and every PlayStation card sold out (the client shows NOT AVAILABLE for them).
 */
export const DEMO_VOUCHERS: DemoVoucher[] = [
  {
    brand: 'AMZ',
    title: 'Amazon Pay Gift Card',
    subTitle: 'Millions of products, delivered fast',
    category: 'Shopping',
    currencyType: INR,
    expiresIn: '12 months',
    redeemLink: 'https://www.amazon.in/gc/redeem',
    denominations: [
      [100, 1_000, 12],
      [250, 2_450, 10],
      [500, 4_800, 8],
      [1_000, 9_500, 5],
    ],
  },
  {
    brand: 'FKT',
    title: 'Flipkart Gift Card',
    subTitle: 'Phones, fashion and home essentials',
    category: 'Shopping',
    currencyType: INR,
    expiresIn: '12 months',
    redeemLink: 'https://www.flipkart.com/the-gift-card-store',
    denominations: [
      [100, 1_000, 10],
      [500, 4_850, 6],
      [1_000, 9_600, 4],
    ],
  },
  {
    brand: 'BBK',
    title: 'BigBasket Grocery Voucher',
    subTitle: 'Groceries at your door',
    category: 'Shopping',
    currencyType: INR,
    expiresIn: '6 months',
    redeemLink: 'https://www.bigbasket.com',
    denominations: [
      [200, 2_000, 8],
      [500, 4_900, 5],
    ],
  },
  {
    brand: 'MYN',
    title: 'Myntra Gift Card',
    subTitle: 'Fashion and lifestyle brands',
    category: 'Fashion',
    currencyType: INR,
    expiresIn: '12 months',
    redeemLink: 'https://www.myntra.com/giftcard',
    denominations: [
      [250, 2_500, 9],
      [500, 4_900, 7],
      [1_000, 9_700, 3],
    ],
  },
  {
    brand: 'NYK',
    title: 'Nykaa Beauty Voucher',
    subTitle: 'Beauty, skincare and wellness',
    category: 'Fashion',
    currencyType: INR,
    expiresIn: '12 months',
    redeemLink: 'https://www.nykaa.com',
    denominations: [
      [250, 2_500, 6],
      [500, 4_900, 4],
    ],
  },
  {
    brand: 'AJO',
    title: 'AJIO Fashion Voucher',
    subTitle: 'Curated fashion for every style',
    category: 'Fashion',
    currencyType: INR,
    expiresIn: '6 months',
    redeemLink: 'https://www.ajio.com',
    denominations: [
      [500, 4_950, 5],
      [1_000, 9_800, 3],
    ],
  },
  {
    brand: 'SWG',
    title: 'Swiggy Food Voucher',
    subTitle: 'Your favourite meals, delivered',
    category: 'Food',
    currencyType: INR,
    expiresIn: '6 months',
    redeemLink: 'https://www.swiggy.com',
    denominations: [
      [50, 500, 15],
      [100, 1_000, 12],
      [200, 1_950, 8],
    ],
  },
  {
    brand: 'ZMT',
    title: 'Zomato Food Voucher',
    subTitle: 'Order in or dine out',
    category: 'Food',
    currencyType: INR,
    expiresIn: '6 months',
    redeemLink: 'https://www.zomato.com',
    denominations: [
      [50, 500, 12],
      [100, 1_000, 10],
      [250, 2_450, 6],
    ],
  },
  {
    brand: 'DOM',
    title: 'Domino’s Pizza Voucher',
    subTitle: 'Hot pizza in 30 minutes',
    category: 'Food',
    currencyType: INR,
    expiresIn: '3 months',
    redeemLink: 'https://www.dominos.co.in',
    denominations: [
      [150, 1_500, 8],
      [300, 2_950, 6],
    ],
  },
  {
    brand: 'SBX',
    title: 'Starbucks Gift Card',
    subTitle: 'Coffee, on us',
    category: 'Food',
    currencyType: INR,
    expiresIn: '12 months',
    redeemLink: 'https://www.starbucks.in',
    denominations: [
      [250, 2_500, 7],
      [500, 4_950, 4],
    ],
  },
  {
    brand: 'BMS',
    title: 'BookMyShow Movie Voucher',
    subTitle: 'Movies, plays and live events',
    category: 'Entertainment',
    currencyType: INR,
    expiresIn: '6 months',
    redeemLink: 'https://in.bookmyshow.com',
    denominations: [
      [150, 1_500, 10],
      [300, 2_950, 6],
    ],
  },
  {
    brand: 'NFX',
    title: 'Netflix Gift Card',
    subTitle: 'Series and films without ads',
    category: 'Entertainment',
    currencyType: INR,
    expiresIn: '12 months',
    redeemLink: 'https://www.netflix.com/redeem',
    denominations: [
      [500, 5_000, 5],
      [1_000, 9_800, 2],
    ],
  },
  {
    brand: 'HTS',
    title: 'Disney+ Hotstar Voucher',
    subTitle: 'Live cricket, shows and movies',
    category: 'Entertainment',
    currencyType: INR,
    expiresIn: '12 months',
    redeemLink: 'https://www.hotstar.com',
    denominations: [
      [299, 2_990, 6],
      [899, 8_800, 3],
    ],
  },
  {
    brand: 'SPT',
    title: 'Spotify Premium Code',
    subTitle: 'Ad-free music, offline listening',
    category: 'Music',
    currencyType: INR,
    expiresIn: '12 months',
    redeemLink: 'https://www.spotify.com/redeem',
    denominations: [
      [119, 1_190, 10],
      [357, 3_500, 5],
    ],
  },
  {
    brand: 'JSV',
    title: 'JioSaavn Pro Voucher',
    subTitle: 'Unlimited downloads, HD audio',
    category: 'Music',
    currencyType: INR,
    expiresIn: '12 months',
    redeemLink: 'https://www.jiosaavn.com/redeem',
    denominations: [
      [99, 990, 8],
      [399, 3_900, 3],
    ],
  },
  {
    brand: 'UBR',
    title: 'Uber Ride Voucher',
    subTitle: 'Rides across 60+ Indian cities',
    category: 'Travel',
    currencyType: INR,
    expiresIn: '6 months',
    redeemLink: 'https://www.uber.com',
    denominations: [
      [100, 1_000, 10],
      [200, 1_980, 8],
      [500, 4_900, 4],
    ],
  },
  {
    brand: 'MMT',
    title: 'MakeMyTrip Holiday Voucher',
    subTitle: 'Flights, hotels and holidays',
    category: 'Travel',
    currencyType: INR,
    expiresIn: '12 months',
    redeemLink: 'https://www.makemytrip.com/giftcards',
    denominations: [
      [1_000, 9_800, 4],
      [2_000, 19_500, 2],
    ],
  },
  {
    brand: 'OLA',
    title: 'Ola Cabs Voucher',
    subTitle: 'Autos, minis and prime sedans',
    category: 'Travel',
    currencyType: INR,
    expiresIn: '6 months',
    redeemLink: 'https://www.olacabs.com',
    denominations: [
      [100, 1_000, 8],
      [250, 2_450, 5],
    ],
  },
  {
    brand: 'GPL',
    title: 'Google Play Gift Code',
    subTitle: 'Apps, games and in-app items',
    category: 'Gaming',
    currencyType: INR,
    expiresIn: '12 months',
    redeemLink: 'https://play.google.com/redeem',
    denominations: [
      [10, 100, 20],
      [25, 250, 15],
      [50, 500, 10],
      [100, 1_000, 8],
    ],
  },
  {
    brand: 'STM',
    title: 'Steam Wallet Code',
    subTitle: 'Thousands of PC games',
    category: 'Gaming',
    currencyType: USD,
    expiresIn: 'No expiry',
    redeemLink: 'https://store.steampowered.com/account/redeemwalletcode',
    denominations: [
      [5, 4_200, 6],
      [10, 8_300, 4],
      [20, 16_500, 0],
    ],
  },
  {
    brand: 'PSN',
    title: 'PlayStation Store Card',
    subTitle: 'Games, add-ons and PS Plus',
    category: 'Gaming',
    currencyType: USD,
    expiresIn: 'No expiry',
    redeemLink: 'https://store.playstation.com/redeem',
    denominations: [
      [10, 8_300, 0],
      [25, 20_700, 0],
    ],
  },
  {
    brand: 'XBX',
    title: 'Xbox Gift Card',
    subTitle: 'Games and Game Pass',
    category: 'Gaming',
    currencyType: USD,
    expiresIn: 'No expiry',
    redeemLink: 'https://redeem.microsoft.com',
    denominations: [
      [10, 8_300, 3],
      [25, 20_700, 2],
    ],
  },
  {
    brand: 'CRM',
    title: 'Croma Electronics Voucher',
    subTitle: 'Gadgets, appliances and more',
    category: 'Electronics',
    currencyType: INR,
    expiresIn: '12 months',
    redeemLink: 'https://www.croma.com',
    denominations: [
      [1_000, 9_900, 3],
      [2_000, 19_700, 2],
      [5_000, 49_000, 1],
    ],
  },
  {
    brand: 'RLD',
    title: 'Reliance Digital Voucher',
    subTitle: 'Phones, laptops and TVs',
    category: 'Electronics',
    currencyType: INR,
    expiresIn: '12 months',
    redeemLink: 'https://www.reliancedigital.in',
    denominations: [
      [500, 4_950, 4],
      [1_000, 9_850, 2],
    ],
  },
  {
    brand: 'JIO',
    title: 'Jio Prepaid Recharge',
    subTitle: 'Data and unlimited calls',
    category: 'Mobile Recharge',
    currencyType: INR,
    expiresIn: '3 months',
    redeemLink: 'https://www.jio.com/recharge',
    denominations: [
      [149, 1_490, 12],
      [299, 2_990, 8],
      [666, 6_600, 4],
    ],
  },
  {
    brand: 'ATL',
    title: 'Airtel Prepaid Recharge',
    subTitle: 'Talk, text and 5G data',
    category: 'Mobile Recharge',
    currencyType: INR,
    expiresIn: '3 months',
    redeemLink: 'https://www.airtel.in/recharge',
    denominations: [
      [155, 1_550, 10],
      [299, 2_990, 6],
    ],
  },
  {
    brand: 'VIR',
    title: 'Vi Prepaid Recharge',
    subTitle: 'Binge all night on Vi',
    category: 'Mobile Recharge',
    currencyType: INR,
    expiresIn: '3 months',
    redeemLink: 'https://www.myvi.in/prepaid',
    denominations: [
      [179, 1_790, 6],
      [359, 3_590, 4],
    ],
  },
];

/** The operator API's input for a demo voucher. */
export function demoProduct(v: DemoVoucher): NewProduct {
  return {
    title: v.title,
    subTitle: v.subTitle,
    category: v.category,
    thumbImg: CATEGORY_SLUGS[v.category] ?? 'voucher',
    currencyType: v.currencyType,
    btnText: 'Redeem',
    expiresIn: v.expiresIn,
    couponType: 'code',
    couponDetails: `A digital ${v.title}. The code appears right after you redeem and stays in My Orders.`,
    howToRedeem: REDEEM_STEPS,
    termsAndConditions: TERMS,
    redeemLink: v.redeemLink,
    denominations: v.denominations.map(([value, price]) => ({ value, price })),
  };
}

// No 0/O or 1/I: codes are read off a screen and typed in.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The voucher's demo codes, `GH-<brand>-XXXX-XXXX`: fake, but the same on every fresh stack so
 * a demo can be replayed. Stocked through the vault like any operator's import.
 */
export function demoCodes(v: DemoVoucher): CodeImportRow[] {
  return v.denominations.flatMap(([value, , stock]) =>
    Array.from({ length: stock }, (_, i) => {
      const bytes = createHash('sha256').update(`${v.brand}:${value}:${i}`).digest();
      const chars = [...bytes.subarray(0, 8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]);
      return {
        value,
        code: `GH-${v.brand}-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`,
      };
    }),
  );
}

/** A verified player to sign in with on a fresh stack (documented in the README). */
export const DEMO_PLAYER = {
  name: 'Demo Player',
  email: 'demo@gamehub.local',
  password: 'Demo$12345',
};

/** The demo player's avatar (0–30); no rival shares it. */
export const DEMO_PLAYER_AVATAR = 7;

/** The demo player's saved gamer handles (chess lower-cased, Clash tags upper-cased). */
export const DEMO_HANDLES = {
  chess: 'demoplayer',
  clashClan: '#2QYLVP9R',
  clashRoyal: '#8GJUC0P2',
};

/** Daily bonuses the demo player claimed on the days before the seed: today's is day 4. */
export const DEMO_STREAK_DAYS = 3;

/**
 * The i-th rival's avatar: steps of 7 through the 31 avatars (7 and 31 are coprime, so every
 * step lands on a new one), starting past the demo player's, so 29 rivals all look different.
 */
export function rivalAvatar(i: number): number {
  if (i > 28) throw new Error('Only 29 distinct rival avatars exist beside the demo player');
  return ((i + 2) * 7) % 31;
}

/** Demo opponents: verified accounts without a password (nobody can sign in as them). */
export const DEMO_RIVALS = [
  'Aarav',
  'Diya',
  'Kabir',
  'Ishaan',
  'Meera',
  'Vihaan',
  'Anaya',
  'Rohan',
  'Saanvi',
  'Arjun',
  'Zara',
  'Reyansh',
  'Kiara',
  'Advait',
  'Myra',
  'Dev',
  'Tara',
  'Nikhil',
  'Pari',
  'Yash',
];

export interface DemoResult {
  points: number;
  wins: number;
  draws: number;
  losses: number;
  startTrophy: number | null;
  endTrophy: number | null;
}

/**
 * Results for the i-th rival of a game, deterministic so every fresh stack looks the same;
 * a few equal scores show ties sharing a rank.
 */
export function demoResult(gameId: GameId, i: number): DemoResult {
  const wins = 8 - Math.floor(i / 2);
  const draws = i % 3;
  const losses = Math.floor(i / 3);
  if (gameId === GameId.Chess) {
    return {
      points: Math.max(0, wins) * 9 + draws * 3,
      wins: Math.max(0, wins),
      draws,
      losses,
      startTrophy: null,
      endTrophy: null,
    };
  }
  if (gameId === GameId.MrRacer) {
    // Best runs (a point a metre); rivals tie in pairs, as equal survival times do.
    const points = Math.max(0, 4_800 - Math.floor(i / 2) * 350);
    return { points, wins: 0, draws: 0, losses: 0, startTrophy: null, endTrophy: null };
  }
  if (gameId === GameId.TicTacToe) {
    return {
      points: Math.max(0, wins) * 2 + draws,
      wins: Math.max(0, wins),
      draws,
      losses,
      startTrophy: null,
      endTrophy: null,
    };
  }
  const startTrophy = 3800 + i * 37;
  const endTrophy = startTrophy + 260 - i * 12;
  return { points: 0, wins: 0, draws: 0, losses: 0, startTrophy, endTrophy };
}
