import { CurrencyType, Product } from '../../modules/shop/entities/product.entity';
import { GameId } from '../../modules/games/game-id';
import { NewTournament } from '../../modules/tournaments/tournaments.service';

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
];

/** Coins per rank; the pool is their sum. */
const PRIZE_TABLES = [
  [50_000, 30_000, 20_000, 10_000, 10_000, 5_000, 5_000],
  [20_000, 12_000, 8_000, 5_000, 5_000],
  [100_000, 50_000, 25_000, 10_000, 10_000, 5_000],
];

/** For every game: one live, one upcoming and one completed tournament around `now`. */
export function demoTournaments(now: Date): NewTournament[] {
  const at = (ms: number) => new Date(now.getTime() + ms);
  return GAMES.flatMap((game, i) => [
    {
      gameId: game.id,
      title: game.titles[0],
      startsAt: at(-(i + 1) * HOUR),
      endsAt: at((i + 2) * HOUR + 30 * 60_000),
      maxParticipants: game.max,
      registeredParticipants: Math.round(game.max * 0.6),
      prizeTable: PRIZE_TABLES[i % 3],
    },
    {
      gameId: game.id,
      title: game.titles[1],
      startsAt: at((i + 1) * DAY + 2 * HOUR),
      endsAt: at((i + 1) * DAY + 5 * HOUR),
      maxParticipants: game.max,
      registeredParticipants: Math.round(game.max * 0.25),
      prizeTable: PRIZE_TABLES[(i + 1) % 3],
    },
    {
      gameId: game.id,
      title: game.titles[2],
      startsAt: at(-(i + 2) * DAY),
      endsAt: at(-(i + 2) * DAY + 3 * HOUR),
      maxParticipants: game.max,
      registeredParticipants: game.max,
      prizeTable: PRIZE_TABLES[(i + 2) % 3],
    },
  ]);
}

const REDEEM_STEPS =
  '1. Copy the voucher code from My Orders.\n2. Open the brand’s app or website and go to gift cards.\n3. Paste the code and apply it before it expires.';
const TERMS =
  'Valid once per code. Cannot be exchanged for cash or coins. Lost or expired codes cannot be replaced. Brand terms apply.';

type DemoProduct = Omit<Product, 'id' | 'createdAt' | 'soldCount'>;

function voucher(
  title: string,
  category: string,
  thumbImg: string,
  price: number,
  denomination: string,
): DemoProduct {
  return {
    title,
    subTitle: `${title} e-voucher, delivered instantly`,
    category,
    thumbImg,
    price,
    currencyType: CurrencyType.Platform,
    btnText: 'Redeem',
    denomination,
    expiresIn: '12 months',
    couponType: 'code',
    couponDetails: `A digital ${title} voucher. The code appears right after you redeem and stays in My Orders.`,
    howToRedeem: REDEEM_STEPS,
    termsAndConditions: TERMS,
    redeemLink: '',
  };
}

export function demoProducts(): DemoProduct[] {
  return [
    voucher('Amazon Pay Gift Card', 'Shopping', 'shopping', 5_000, '100,250,500,1000'),
    voucher('Flipkart Gift Card', 'Shopping', 'shopping', 5_000, '100,500,1000'),
    voucher('Myntra Gift Card', 'Fashion', 'fashion', 8_000, '250,500,1000'),
    voucher('Google Play Gift Code', 'Gaming', 'gaming', 3_000, '10,25,50,100'),
    voucher('Steam Wallet Code', 'Gaming', 'gaming', 12_000, '0,500,1000,2000'),
    voucher('Swiggy Food Voucher', 'Food', 'food', 2_500, '50,100,200'),
    voucher('Zomato Food Voucher', 'Food', 'food', 2_500, '50,100,250'),
    voucher('BookMyShow Movie Voucher', 'Entertainment', 'entertainment', 4_000, '150,300'),
    voucher('Spotify Premium 1 Month', 'Entertainment', 'music', 6_000, '119'),
    voucher('Uber Ride Voucher', 'Travel', 'travel', 3_500, '100,200,500'),
    voucher('Nykaa Beauty Voucher', 'Fashion', 'fashion', 4_500, '250,500'),
    voucher('Croma Electronics Voucher', 'Electronics', 'electronics', 20_000, '1000,2000,5000'),
  ];
}

/** A verified player to sign in with on a fresh stack (documented in the README). */
export const DEMO_PLAYER = {
  name: 'Demo Player',
  email: 'demo@gamehub.local',
  password: 'Demo$12345',
};

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
