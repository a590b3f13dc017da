import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { SettlementRepository } from '../../../backend/src/modules/tournaments/settlement/settlement.repository';
import { splitPrizes } from '../../../backend/src/modules/tournaments/settlement/prize-split';
import { SettlementService } from '../../../backend/src/modules/tournaments/settlement/settlement.service';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { createPlayer } from '../../factories/user.factory';
import { Answer, ops, post } from '../../utils/http';
import { startApi } from '../../utils/stack';

const ROUNDS = 12;
const POSTS_PER_ROUND = 14;
const PRIZES = [100, 60, 40, 20];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Operator results race the settlement's freeze. Whatever wins each race, a result answered S
 * counts in the frozen ranks, and one that loses is refused with 409 RESULTS_FINAL.
 */
describe('results racing the settlement freeze', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let players: { userId: string; token: string }[];

  beforeAll(async () => {
    app = await startApi();
    db = app.get(DataSource);
    players = [];
    for (let i = 0; i < 6; i++) players.push(await createPlayer(app, { name: `Racer ${i}` }));
  });
  afterAll(() => app.close());

  async function endedTournament(round: number): Promise<number> {
    const now = Date.now();
    const created = await ops(app, 'POST', 'tournaments', {
      game_id: GameId.TicTacToe,
      title: `Freeze Race ${round}`,
      starts_at: new Date(now - 3_600_000).toISOString(),
      ends_at: new Date(now + 3_600_000).toISOString(),
      max_participants: 10,
      prize_table: PRIZES,
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    const id = created.body.data.event_id as number;
    for (const p of players) {
      await post(app, 'register_tournament', { event_id: id, game_id: GameId.TicTacToe }, p.token);
    }
    await db.query(`UPDATE tournaments SET ends_at = now() - interval '1 second' WHERE id = $1`, [
      id,
    ]);
    expect(await app.get(TournamentsService).markCompleted(id)).toBe(true);
    return id;
  }

  it('counts every accepted result in the frozen ranks and payouts, and refuses the rest', async () => {
    const answers: Answer[] = [];
    let refused = 0;
    // How long the freeze waits after the posts begin, moved by what each round saw, so both
    // outcomes happen on any host: on a busy one the freeze won every race from 0–3 ms.
    let delay = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const id = await endedTournament(round);
      // Posts spread over the freeze: some land before it, some during, some after.
      const posts = Array.from({ length: POSTS_PER_ROUND }, async (_, i) => {
        await sleep(i * 2);
        const who = players.filter((_, j) => j === i % players.length || Math.random() < 0.6);
        const res = await ops(app, 'POST', `tournaments/${id}/results`, {
          results: who.map((p) => ({
            user_id: p.userId,
            wins: Math.floor(Math.random() * 4),
            losses: 1,
          })),
        });
        answers.push(res);
        return res;
      });
      const settling = sleep(delay + (round % 4)).then(() => app.get(SettlementService).settle(id));
      const [outcome, ...roundAnswers] = await Promise.all([settling, ...posts]);
      if (!roundAnswers.some((a) => a.statusCode === 200)) delay += 4;
      else if (!roundAnswers.some((a) => a.statusCode === 409)) delay = Math.max(0, delay - 4);
      expect(outcome.alreadySettled).toBe(false);

      // The frozen ranks are the stored standings' ranks, and rewards their prize split.
      const stored = await db.transaction((m) =>
        app.get(SettlementRepository).standingsForFreeze(m, id, GameId.TicTacToe),
      );
      // Only players with a result are ranked for prizes; the rest come after, with nothing.
      const ranked = stored.filter((s) => s.eligible);
      const expected = [
        ...splitPrizes(ranked, PRIZES, (a, b) => a.rank === b.rank).placements.map((p) => ({
          user_id: p.player.user_id,
          rank: p.rank,
          reward: p.reward,
        })),
        ...stored
          .filter((s) => !s.eligible)
          .map((s) => ({ user_id: s.user_id, rank: ranked.length + 1, reward: 0 })),
      ];
      const frozen: { user_id: string; rank: number; reward: string }[] = await db.query(
        `SELECT user_id, final_rank AS rank, reward FROM tournament_entries
          WHERE tournament_id = $1 ORDER BY final_rank, user_id`,
        [id],
      );
      expect(frozen.map((f) => ({ ...f, reward: Number(f.reward) }))).toEqual(expected);

      // What was frozen is what was paid.
      const paid: { user_id: string; amount: string }[] = await db.query(
        `SELECT e.user_id, e.amount FROM wallet_entries e
           JOIN wallet_transfers t ON t.id = e.transfer_id
          WHERE t.idempotency_key LIKE $1 AND e.amount > 0`,
        [`prize:${id}:%`],
      );
      const paidBy = new Map(paid.map((p) => [p.user_id, Number(p.amount)]));
      for (const f of expected) expect(paidBy.get(f.user_id) ?? 0).toBe(f.reward);

      // After the freeze every result is refused.
      const late = await ops(app, 'POST', `tournaments/${id}/results`, {
        results: [{ user_id: players[0].userId, wins: 9 }],
      });
      expect(late.statusCode).toBe(409);
      expect(late.body.code).toBe('RESULTS_FINAL');
      refused += answers.filter((a) => a.statusCode === 409).length;
    }
    for (const a of answers) {
      if (a.statusCode === 200) expect(a.body.status).toBe('S');
      else expect([a.statusCode, a.body.code]).toEqual([409, 'RESULTS_FINAL']);
    }
    // The races really happened: both outcomes were seen.
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(refused).toBeGreaterThan(0);
  });

  it('never deadlocks two batches naming the same players in opposite orders', async () => {
    const id = await endedTournament(ROUNDS);
    const batch = (order: typeof players, wins: number) =>
      ops(app, 'POST', `tournaments/${id}/results`, {
        results: order.map((p) => ({ user_id: p.userId, wins, losses: 1 })),
      });
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all([
        batch(players, round),
        batch([...players].reverse(), round + 1),
        batch([players[3], players[0], players[5], players[1]], round + 2),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    }
  });
});
