import type { Socket } from 'socket.io';
import { ActiveSessions } from './active-sessions';
import { SESSION_ENDED_EVENT, SessionSockets } from './session-sockets';

/** A mock that fails the test when called without an answer set up for it. */
const strict = () =>
  jest.fn<unknown, unknown[]>((...args) => {
    throw new Error(`unexpected call with ${JSON.stringify(args)}`);
  });

const PLAYER = { id: 'u-1', sessionId: 's-1' };
const ENDED = {
  status: 'E',
  code: 'SESSION_INVALID',
  message: 'Your session has ended. Please log in again.',
};

function setup(user: typeof PLAYER | null = PLAYER, recovered = false) {
  const sessions = { isActive: strict(), onRevoked: strict() };
  const pushed: [string, unknown][] = [];
  const socket = {
    id: 'sock-1',
    data: { user: user ?? undefined },
    recovered,
    join: jest.fn(async () => undefined),
    disconnect: jest.fn(),
    nsp: {
      local: {
        to: (room: string) => ({
          emit: (event: string, view: unknown) => pushed.push([`${room} ${event}`, view]),
        }),
      },
    },
  };
  const service = new SessionSockets(sessions as unknown as ActiveSessions);
  return { service, sessions, socket, pushed, asSocket: socket as unknown as Socket };
}

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

describe('SessionSockets.refusal', () => {
  it('lets a live session’s message through', async () => {
    const { service, sessions, socket, asSocket } = setup();
    sessions.isActive.mockImplementationOnce(async () => true);
    expect(await service.refusal(asSocket)).toBeNull();
    expect(sessions.isActive).toHaveBeenCalledWith('s-1', 'u-1');
    await nextTick();
    expect(socket.disconnect).not.toHaveBeenCalled();
  });

  it('lets a visitor’s message through without asking', async () => {
    const { service, asSocket } = setup(null);
    expect(await service.refusal(asSocket)).toBeNull();
  });

  it('refuses an ended session’s message, tells the socket and closes it after the answer', async () => {
    const { service, sessions, socket, pushed, asSocket } = setup();
    sessions.isActive.mockImplementationOnce(async () => false);
    expect(await service.refusal(asSocket)).toEqual(ENDED);
    expect(pushed).toEqual([[`sock-1 ${SESSION_ENDED_EVENT}`, ENDED]]);
    expect(socket.disconnect).not.toHaveBeenCalled();
    await nextTick();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
  });

  it('plays on while PostgreSQL is unreachable (no revocation can commit then), but not on a bug', async () => {
    const { service, sessions, socket, asSocket } = setup();
    sessions.isActive.mockImplementationOnce(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    expect(await service.refusal(asSocket)).toBeNull();
    sessions.isActive.mockImplementationOnce(async () => {
      throw new TypeError('x is undefined');
    });
    await expect(service.refusal(asSocket)).rejects.toThrow('x is undefined');
    await nextTick();
    expect(socket.disconnect).not.toHaveBeenCalled();
  });
});

describe('SessionSockets.connected', () => {
  it('joins a signed-in socket to its session’s and player’s rooms without asking again', async () => {
    const { service, socket, asSocket } = setup();
    expect(await service.connected(asSocket)).toBe(true);
    expect(socket.join).toHaveBeenCalledWith(['session:s-1', 'sessions-of:u-1']);
  });

  it('checks a socket taken back by connection recovery, which skipped the handshake', async () => {
    const { service, sessions, socket, asSocket } = setup(PLAYER, true);
    sessions.isActive.mockImplementationOnce(async () => false);
    expect(await service.connected(asSocket)).toBe(false);
    expect(socket.join).not.toHaveBeenCalled();
    await nextTick();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
  });
});
