import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { LeaderboardService } from '../../../backend/src/modules/tournaments/leaderboard/leaderboard.service';
import { TournamentRegistrationService } from '../../../backend/src/modules/tournaments/tournament-registration.service';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { tournamentInput } from '../../factories/tournament.factory';
import { createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { startApi } from '../../utils/stack';

describe('tournament registration, details and leaderboard', () => {
  let app: NestFastifyApplication;
  let tournaments: TournamentsService;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startApi();
    tournaments = app.get(TournamentsService);
    dataSource = app.get(DataSource);
  });
  afterAll(() => app.close());

  it('registers a tic-tac-toe player by account, shows it, and refuses visitors', async () => {
    const t = await tournaments.create(tournamentInput({ gameId: GameId.TicTacToe }));
    const p = await createPlayer(app, { name: 'Meera' });
    const ref = { event_id: t.id, game_id: 4 };
    expect((await post(app, 'register_tournament', ref)).statusCode).toBe(401);

    const res = await post(app, 'register_tournament', ref, p.token);
    expect(res.body).toEqual({
      status: 'S',
      message: 'Registered successfully!',
      gamer_handle: p.userId,
    });
    const again = await post(app, 'register_tournament', ref, p.token);
    expect(again.body.message).toBe('You are already registered for this tournament.');

    const detail = await post(app, 'tournament', ref, p.token);
    expect(detail.body.data[0]).toMatchObject({
      event_id: t.id,
      is_registered: true,
      registered_participants: 1,
    });
    expect(detail.body.recent_participants).toEqual([
      { user_id: p.userId, player_name: 'Meera', profile_pic: 0 },
    ]);
    const asVisitor = await post(app, 'tournament', ref);
    expect(asVisitor.body.data[0].is_registered).toBe(false);
    const list = await post(app, 'tournament_list', {}, p.token);
    expect(
      list.body.data.find((x: { event_id: number }) => x.event_id === t.id).is_registered,
    ).toBe(true);
  });

  it('answers an unknown tournament with the spec’s words', async () => {
    const res = await post(app, 'tournament', { event_id: 999999, game_id: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: 'E', message: 'Tournament info not Available!' });
  });

  it('never seats more players than the capacity, even all at once', async () => {
    const t = await tournaments.create(
      tournamentInput({ gameId: GameId.TicTacToe, maxParticipants: 3 }),
    );
    const players = await Promise.all(Array.from({ length: 8 }, () => createPlayer(app)));
    const answers = await Promise.all(
      players.map((p) => post(app, 'register_tournament', { event_id: t.id, game_id: 4 }, p.token)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.body.code).toBe('REGISTRATION_CLOSED');
    }
    const [{ n, seats }] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM tournament_entries WHERE tournament_id = $1) AS n,
              (SELECT registered_participants FROM tournaments WHERE id = $1) AS seats`,
      [t.id],
    );
    expect({ n, seats }).toEqual({ n: 3, seats: 3 });
  });

  it('closes registration once the tournament has ended', async () => {
    const now = Date.now();
    const t = await tournaments.create(
      tournamentInput({
        gameId: GameId.TicTacToe,
        startsAt: new Date(now - 7200_000),
        endsAt: new Date(now - 60_000),
      }),
    );
    const p = await createPlayer(app);
    const res = await post(app, 'register_tournament', { event_id: t.id, game_id: 4 }, p.token);
    expect(res.statusCode).toBe(409);
  });

  it('refuses a registration that reaches its seat after an operator ended the tournament', async () => {
    const t = await tournaments.create(tournamentInput({ gameId: GameId.TicTacToe }));
    const p = await createPlayer(app);
    const sentAt = new Date();
    await tournaments.endNow(t.id, new Date(sentAt.getTime() + 1_000));
    // Sent before the end (its clock says the window is open), it arrives after.
    await expect(
      app
        .get(TournamentRegistrationService)
        .register(p.userId, t.id, GameId.TicTacToe, undefined, sentAt),
    ).rejects.toMatchObject({ code: 'REGISTRATION_CLOSED' });
    const [{ n, seats }] = await dataSource.query(
      `SELECT (SELECT count(*)::int FROM tournament_entries WHERE tournament_id = $1) AS n,
              (SELECT registered_participants FROM tournaments WHERE id = $1) AS seats`,
      [t.id],
    );
    expect({ n, seats }).toEqual({ n: 0, seats: 0 });
  });

  it('needs an in-game username for chess and takes the saved handle', async () => {
    const t = await tournaments.create(tournamentInput({ gameId: GameId.Chess }));
    const p = await createPlayer(app);
    const ref = { event_id: t.id, game_id: 1 };
    const missing = await post(app, 'register_tournament', ref, p.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.code).toBe('GAMER_HANDLE_REQUIRED');
    // Chess usernames are lower-cased (no chess provider is configured in tests, so not checked).
    const given = await post(
      app,
      'register_tournament',
      { ...ref, gamer_handle: 'MagnusFan' },
      p.token,
    );
    expect(given.body).toMatchObject({ status: 'S', gamer_handle: 'magnusfan' });
    const validate = await post(app, 'username_validate', {
      username: 'Bad Name!',
      game_id: 1,
      event_id: t.id,
    });
    expect(validate.statusCode).toBe(400);
    expect(validate.body.message).toBe('Please Enter Valid Chess Id !');
  });

  it('keeps a Clash tag typed at registration as the gamer handle: the next registration takes it', async () => {
    const first = await tournaments.create(tournamentInput({ gameId: GameId.ClashOfClans }));
    const second = await tournaments.create(tournamentInput({ gameId: GameId.ClashOfClans }));
    const p = await createPlayer(app);
    const typed = await post(
      app,
      'register_tournament',
      { event_id: first.id, game_id: 2, gamer_handle: 'pq8ly2' },
      p.token,
    );
    expect(typed.body).toMatchObject({ status: 'S', gamer_handle: 'PQ8LY2' });
    const me = await post(app, 'get_user_data', {}, p.token);
    expect(me.body.data.gamer_handle).toMatchObject({ clash_clan: 'PQ8LY2' });
    // One click next time: no username, the saved one.
    const next = await post(
      app,
      'register_tournament',
      { event_id: second.id, game_id: 2 },
      p.token,
    );
    expect(next.body).toMatchObject({ status: 'S', gamer_handle: 'PQ8LY2' });

    // A handle saved already is not replaced by one typed for a single tournament.
    const third = await tournaments.create(tournamentInput({ gameId: GameId.ClashOfClans }));
    await post(
      app,
      'register_tournament',
      { event_id: third.id, game_id: 2, gamer_handle: 'OTHER9' },
      p.token,
    );
    const still = await post(app, 'get_user_data', {}, p.token);
    expect(still.body.data.gamer_handle.clash_clan).toBe('PQ8LY2');

    // Another account's handle is refused, and that player is not registered.
    const q = await createPlayer(app);
    const taken = await post(
      app,
      'register_tournament',
      { event_id: first.id, game_id: 2, gamer_handle: 'PQ8LY2' },
      q.token,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toMatchObject({ status: 'E', message: 'User already there' });
    const [{ n }] = await dataSource.query(
      `SELECT count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1 AND user_id = $2`,
      [first.id, q.userId],
    );
    expect(n).toBe(0);
  });

  it('gives tic-tac-toe rows the tiebreakers’ values that order players tied on points', async () => {
    const t = await tournaments.create(tournamentInput({ gameId: GameId.TicTacToe }));
    for (const [name, wins, losses, seconds] of [
      ['Ravi', 7, 1, 900],
      ['Meera', 7, 3, 600],
      ['Kabir', 6, 1, 300],
    ] as const) {
      const p = await createPlayer(app, { name });
      await post(app, 'register_tournament', { event_id: t.id, game_id: 4 }, p.token);
      await ops(app, 'POST', `tournaments/${t.id}/results`, {
        results: [{ user_id: p.userId, points: 14, wins, losses, completion_seconds: seconds }],
      });
    }
    const res = await post(app, 'leaderboard', { inputObj: { event_id: t.id, game_id: 4 } });
    // 14 points each: the higher win/loss ratio first, then the shorter time.
    expect(
      res.body.data.map((r: Record<string, unknown>) => [
        r.rank,
        r.player_name,
        r.wins,
        r.losses,
        r.completion_seconds,
      ]),
    ).toEqual([
      [1, 'Ravi', 7, 1, 900],
      [2, 'Kabir', 6, 1, 300],
      [3, 'Meera', 7, 3, 600],
    ]);
    // Points-only games carry no tiebreak values.
    const chess = await tournaments.create(tournamentInput({ gameId: GameId.Chess }));
    const p = await createPlayer(app);
    await post(
      app,
      'register_tournament',
      { event_id: chess.id, game_id: 1, gamer_handle: 'tiecheck' },
      p.token,
    );
    const board = await post(app, 'leaderboard', { inputObj: { event_id: chess.id, game_id: 1 } });
    expect(board.body.data[0]).not.toHaveProperty('wins');
  });

  it('ranks ties together (1, 2, 2, 4), pages, and finds the caller’s own row', async () => {
    const t = await tournaments.create(tournamentInput({ gameId: GameId.ClashRoyale }));
    const players = [];
    for (const [name, points] of [
      ['Ann', 30],
      ['Bo', 20],
      ['Cy', 20],
      ['Di', 10],
      ['Ed', 0],
    ] as const) {
      const p = await createPlayer(app, { name });
      await dataSource.query(
        `INSERT INTO tournament_entries (tournament_id, user_id, player_name, eligible, points, start_trophy, end_trophy)
         VALUES ($1, $2, $3, true, $4, 4000, 4100)`,
        [t.id, p.userId, name, points],
      );
      players.push(p);
    }
    const ref = { event_id: t.id, game_id: 3 };
    const first = await post(app, 'leaderboard', { inputObj: ref, page: 1, limit: 10 });
    expect(first.body.total_count).toBe(5);
    // Players tied on points share a rank; within a tie the order is by user id (stable).
    const tied = [players[1], players[2]].sort((a, b) => (a.userId < b.userId ? -1 : 1));
    expect(
      first.body.data.map(
        (r: { rank: number; player_name: string }) => `${r.rank}:${r.player_name}`,
      ),
    ).toEqual(['1:Ann', `2:${tied[0].name}`, `2:${tied[1].name}`, '4:Di', '5:Ed']);
    // Live: the factory's prizes [500, 300, 200] as they would be paid now (Bo and Cy share 2nd
    // and 3rd).
    expect(first.body.projected).toBe(true);
    expect(first.body.data[0]).toMatchObject({
      points: 30,
      reward: 500,
      start_trophy: 4000,
      end_trophy: 4100,
    });
    expect(first.body.data.map((r: { reward: number }) => r.reward)).toEqual([500, 250, 250, 0, 0]);
    expect(first.body.own).toBeNull();

    const mine = await post(
      app,
      'leaderboard',
      { inputObj: ref, page: 1, limit: 10 },
      players[4].token,
    );
    expect(mine.body.own).toMatchObject({ rank: 5, player_name: 'Ed', user_id: players[4].userId });

    const list = await post(app, 'leaderboard_list', { game_id: 3 });
    expect(list.body.data).toContainEqual({
      event_id: t.id,
      event_name: t.title,
      tour_status: 'live',
    });
    expect(list.body.current_event).toEqual(expect.any(Number));
    expect((await post(app, 'leaderboard', { inputObj: ref, limit: 15 })).statusCode).toBe(400);
  });
  it('shows first the live board with the most players, not an empty one that just began', async () => {
    // Far ahead, where only this test's tournaments are live.
    const now = new Date(Date.UTC(2101, 0, 1, 12));
    const hour = 3600_000;
    const at = (ms: number) => new Date(now.getTime() + ms);
    const busy = await tournaments.create(
      tournamentInput({ gameId: GameId.MrRacer, startsAt: at(-2 * hour), endsAt: at(hour) }),
    );
    const justBegun = await tournaments.create(
      tournamentInput({ gameId: GameId.MrRacer, startsAt: at(-60_000), endsAt: at(23 * hour) }),
    );
    await dataSource.query(`UPDATE tournaments SET registered_participants = 2 WHERE id = $1`, [
      busy.id,
    ]);
    const list = (at: Date) => app.get(LeaderboardService).list(GameId.MrRacer, at);
    expect((await list(now)).current_event).toBe(busy.id);
    // Equally busy: the newest.
    await dataSource.query(`UPDATE tournaments SET registered_participants = 2 WHERE id = $1`, [
      justBegun.id,
    ]);
    expect((await list(now)).current_event).toBe(justBegun.id);
    // Once the busy one has ended, the one still live.
    expect((await list(at(2 * hour))).current_event).toBe(justBegun.id);
  });
});
