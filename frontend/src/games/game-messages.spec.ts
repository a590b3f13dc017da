import { envelope, originOf, readGameMessage, readPageMessage } from './game-messages';

/** A well-formed run report, for the cases that spoil one field. */
const over = () => ({
  type: 'over' as const,
  score: 9,
  reason: 'crash' as const,
  ticks: 60,
  inputs: [],
});

describe('game messages (postMessage between the game page and its frame)', () => {
  const site = 'https://gamehub.example';
  const frame = { name: 'the game frame window' };
  const other = { name: 'some other window' };
  const from = (origin: string, source: unknown, data: unknown) => ({ origin, source, data });

  it('reads a game’s report only from the frame’s window at the frame’s origin', () => {
    const run = { type: 'over', score: 420, reason: 'crash', ticks: 900, inputs: [30, 0, 95, 2] };
    const over = envelope(run as never);
    expect(readGameMessage(from(site, frame, over), site, frame)).toEqual(run);
    expect(readGameMessage(from('https://evil.example', frame, over), site, frame)).toBeNull();
    expect(readGameMessage(from(site, other, over), site, frame)).toBeNull();
    expect(readGameMessage(from(site, null, over), site, null)).toBeNull();
    expect(readGameMessage(from('null', frame, over), 'null', frame)).toBeNull();
  });

  it('reads a page’s command only from the parent at the site’s origin', () => {
    const start = envelope({ type: 'start', seed: 123456789 });
    expect(readPageMessage(from(site, frame, start), site, frame)).toEqual({
      type: 'start',
      seed: 123456789,
    });
    expect(readPageMessage(from(site, frame, envelope({ type: 'end' })), site, frame)).toEqual({
      type: 'end',
    });
    expect(
      readPageMessage(from('https://gamehub.example:8443', frame, start), site, frame),
    ).toBeNull();
  });

  it.each([
    ['not our channel', { channel: 'other', message: { type: 'start' } }],
    ['no envelope', { type: 'over', score: 1, reason: 'crash' }],
    ['a string', 'start'],
    ['null', null],
    ['an unknown type', envelope({ type: 'cheat' } as never)],
    ['a start without a seed', envelope({ type: 'start' } as never)],
    ['a start with a fractional seed', envelope({ type: 'start', seed: 1.5 })],
    ['a fractional score', envelope({ ...over(), score: 1.5 })],
    ['a negative score', envelope({ ...over(), score: -1 })],
    ['a score as text', envelope({ ...over(), score: '9' as never })],
    ['an unknown reason', envelope({ ...over(), reason: 'won' as never })],
    ['no tick count', envelope({ ...over(), ticks: undefined as never })],
    ['inputs that are not numbers', envelope({ ...over(), inputs: ['left'] as never })],
  ])('ignores %s', (_name, data) => {
    expect(readGameMessage(from(site, frame, data), site, frame)).toBeNull();
    expect(readPageMessage(from(site, frame, data), site, frame)).toBeNull();
  });

  it('finds a frame’s origin from a relative or absolute URL', () => {
    expect(originOf('/games/mr-racer/index.html', `${site}/games/mr_racer`)).toBe(site);
    expect(originOf('https://cdn.example/mr-racer/', `${site}/games/mr_racer`)).toBe(
      'https://cdn.example',
    );
  });
});
