import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { PlayerActivityService } from '../../../backend/src/modules/activity/player-activity.service';
import { SettlementService } from '../../../backend/src/modules/tournaments/settlement/settlement.service';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { playedTournament } from '../../factories/tournament.factory';
import { createPlayer } from '../../factories/user.factory';
import { resetDatabase, startApi } from '../../utils/stack';

describe('player firsts (player.first_play, player.first_win)', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  let activity: PlayerActivityService;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
    activity = app.get(PlayerActivityService);
  });
  beforeEach(() => resetDatabase(dataSource));
  afterAll(() => app.close());

  const events = (name: string): Promise<{ idempotency_key: string; payload: object }[]> =>
    dataSource.query(
      `SELECT idempotency_key, payload FROM outbox_events WHERE name = $1 ORDER BY id`,
      [name],
    );

  it('raises each first once, however many transactions report it at the same time', async () => {
    const asha = await createPlayer(app, { name: 'Asha' });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        dataSource.transaction((m) =>
          activity.recordPlays(m, [
            { userId: asha.userId, source: `match:m${i}` },
            { userId: asha.userId, source: `match:dup${i}` },
          ]),
        ),
      ),
    );
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        dataSource.transaction((m) =>
          activity.recordWins(m, [{ userId: asha.userId, source: `tournament:${i + 1}` }]),
        ),
      ),
    );
    const plays = await events('player.first_play');
    const wins = await events('player.first_win');
    expect(plays).toEqual([
      {
        idempotency_key: `player.first_play-${asha.userId}`,
        payload: { userId: asha.userId, source: expect.stringMatching(/^match:m\d$/) },
      },
    ]);
    expect(wins).toEqual([
      {
        idempotency_key: `player.first_win-${asha.userId}`,
        payload: { userId: asha.userId, source: expect.stringMatching(/^tournament:\d+$/) },
      },
    ]);
  });

  it('a first win is also the first play; a rolled-back report raises nothing', async () => {
    const ravi = await createPlayer(app, { name: 'Ravi' });
    await expect(
      dataSource.transaction(async (m) => {
        await activity.recordWins(m, [{ userId: ravi.userId, source: 'match:void' }]);
        throw new Error('the match was void');
      }),
    ).rejects.toThrow('void');
    expect(await events('player.first_play')).toEqual([]);

    await dataSource.transaction((m) =>
      activity.recordWins(m, [{ userId: ravi.userId, source: 'run:r1' }]),
    );
    expect(await events('player.first_play')).toHaveLength(1);
    expect(await events('player.first_win')).toHaveLength(1);
    const [row] = await dataSource.query(`SELECT * FROM player_firsts WHERE user_id = $1`, [
      ravi.userId,
    ]);
    expect(row).toMatchObject({ first_play_source: 'run:r1', first_win_source: 'run:r1' });
  });

  it('tournament results raise first plays and prizes raise first wins', async () => {
    // Wins 3, 2, 0: the third player lost a game (a play) and wins no prize.
    const { id, players } = await playedTournament(app, [300, 100], [3, 2, 0], 'Firsts Cup');
    const plays = await events('player.first_play');
    expect(plays.map((e) => e.payload)).toEqual(
      expect.arrayContaining(
        players.map((p) => ({ userId: p.userId, source: `tournament:${id}` })),
      ),
    );
    expect(plays).toHaveLength(3);
    expect(await events('player.first_win')).toEqual([]);

    await app.get(TournamentsService).markCompleted(id);
    // Settled twice (a retried job): the second pays nobody and raises nothing.
    await app.get(SettlementService).settle(id);
    await app.get(SettlementService).settle(id);
    const wins = await events('player.first_win');
    expect(wins.map((e) => e.payload)).toEqual(
      expect.arrayContaining(
        players.slice(0, 2).map((p) => ({ userId: p.userId, source: `tournament:${id}` })),
      ),
    );
    expect(wins).toHaveLength(2);
    expect(await events('player.first_play')).toHaveLength(3);
  });
});
