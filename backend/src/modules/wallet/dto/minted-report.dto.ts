import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, ValidationArguments } from 'class-validator';
import { MAX_REPORT_DAYS, MintedReport, reportRangeProblem } from '../coins-minted';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

const IsDay = () =>
  ValidateBy({
    name: 'isDay',
    validator: {
      validate: isDay,
      defaultMessage: (args?: ValidationArguments) =>
        `${args?.property} must be a day as YYYY-MM-DD`,
    },
  });

const fromOf = (args?: ValidationArguments): unknown =>
  (args?.object as { from?: unknown } | undefined)?.from;

/** `to` is a day, and with `from` (when that is a day itself) spans a range a report may read. */
const IsRangeEnd = () =>
  ValidateBy({
    name: 'isRangeEnd',
    validator: {
      validate: (to: unknown, args?: ValidationArguments) => {
        const from = fromOf(args);
        return isDay(to) && (!isDay(from) || reportRangeProblem(from, to) === null);
      },
      defaultMessage: (args?: ValidationArguments) => {
        const from = fromOf(args);
        const to: unknown = args?.value;
        return (
          (isDay(to) && isDay(from) && reportRangeProblem(from, to)) ||
          'to must be a day as YYYY-MM-DD'
        );
      },
    },
  });

/** GET /api/ops/economy/minted: IST days, both included. */
export class MintedReportQuery {
  @ApiProperty({ description: 'First IST day, YYYY-MM-DD', format: 'date', example: '2025-11-01' })
  @IsDay()
  from!: string;

  @ApiProperty({
    description: `Last IST day, YYYY-MM-DD, included; at most ${MAX_REPORT_DAYS} days from \`from\``,
    format: 'date',
    example: '2025-11-07',
  })
  @IsRangeEnd()
  to!: string;
}

export class MintedSourceDto {
  @ApiProperty({
    description:
      'The system account that paid: rewards:daily (daily bonus), rewards:tournament (prizes), ' +
      'rewards:referral (referral bonuses, shares, milestones, leaderboard), or any other account ' +
      'the ledger shows paying players',
    example: 'rewards:daily',
  })
  source!: string;
  @ApiProperty({ description: 'Coins the account paid players', example: 1250 })
  minted!: number;
  @ApiProperty({ description: 'Coins players paid back to it (see `total.returned`)', example: 0 })
  returned!: number;
}

export class MintedDayDto {
  @ApiProperty({ description: 'IST day, YYYY-MM-DD', example: '2025-11-01' }) day!: string;
  @ApiProperty({ description: 'Coins minted that day, all sources', example: 1250 })
  minted!: number;
  @ApiProperty({ description: 'Coins returned that day, all sources', example: 0 })
  returned!: number;
  @ApiProperty({ type: [MintedSourceDto], description: 'Sources that moved coins that day' })
  sources!: MintedSourceDto[];
}

export class MintedTournamentDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'The tournament (its transfers’ reference tournament:<id>); null gathers prizes whose ' +
      'transfer names no tournament',
    example: 12,
  })
  tournament_id!: number | null;
  @ApiProperty({ description: 'Prizes paid (rewards:tournament)', example: 1000 })
  prizes!: number;
  @ApiProperty({
    description: 'Referrers’ 10% shares of those prizes (counted under rewards:referral)',
    example: 100,
  })
  referral_shares!: number;
}

export class MintedTotalDto {
  @ApiProperty({ description: 'Coins paid to players by system accounts', example: 2350 })
  minted!: number;
  @ApiProperty({
    description:
      'Coins players paid back to a reward account (a reversal). Shown apart, never hidden in ' +
      '`minted`: no code writes one today (prizes of a disqualified player are not clawed ' +
      'back, and a purchase pays shop:sales, which is spending, not a return)',
    example: 0,
  })
  returned!: number;
  @ApiProperty({ description: 'minted − returned', example: 2350 }) net!: number;
}

export class MintedReportResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ example: '2025-11-01' }) from!: string;
  @ApiProperty({ example: '2025-11-07' }) to!: string;
  @ApiProperty({ type: MintedTotalDto }) total!: MintedTotalDto;
  @ApiProperty({
    type: [MintedSourceDto],
    description: 'Per source over the range; their sum is `total`',
  })
  sources!: MintedSourceDto[];
  @ApiProperty({
    type: [MintedDayDto],
    description: 'Every IST day of the range, oldest first (0 on quiet days); their sum is `total`',
  })
  days!: MintedDayDto[];
  @ApiProperty({
    type: [MintedTournamentDto],
    description: 'Per tournament, by id; their prizes sum to rewards:tournament’s minted',
  })
  tournaments!: MintedTournamentDto[];
}

export function toMintedReportView(r: MintedReport): Omit<MintedReportResponseDto, 'status'> {
  return {
    from: r.from,
    to: r.to,
    total: r.total,
    sources: r.sources,
    days: r.days,
    tournaments: r.tournaments.map((t) => ({
      tournament_id: t.tournamentId,
      prizes: t.prizes,
      referral_shares: t.referralShares,
    })),
  };
}
