import { randomUUID } from 'node:crypto';
import { loadConfigOrExit } from '../../../backend/src/config/env';
import { Broadcast } from '../../../backend/src/events/broadcast';
import { createRedis } from '../../../backend/src/events/redis';
import { eventually } from '../../utils/stack';

// The mechanism behind sold-out hints and session revocations, against the real Redis under
// this run's prefix: what a process hears, when it forgets, and that it never throws.
describe('broadcast', () => {
  const config = loadConfigOrExit();
  const control = createRedis(config);
  const opened: Broadcast[] = [];
  let channel: string;

  beforeEach(() => {
    channel = `test:${randomUUID()}`;
  });
  afterEach(() => opened.splice(0).forEach((broadcast) => broadcast.close()));
  afterAll(() => control.disconnect());

  /** A process's side: what it heard, whether it was listening each time it forgot, its warnings. */
  function open(over: { redisPrefix?: string; redisUrl?: string } = {}) {
    const heard: string[] = [];
    const forgotWhileListening: boolean[] = [];
    const warnings: string[] = [];
    const broadcast: Broadcast = new Broadcast(
      { ...config, ...over },
      {
        channel,
        heard: (message) => heard.push(message),
        missed: () => forgotWhileListening.push(broadcast.listening),
        logger: {
          log: () => undefined,
          error: (message: string) => warnings.push(message),
          warn: (message: string) => warnings.push(message),
        },
        ifLost: 'the others forget by themselves',
      },
    );
    opened.push(broadcast);
    return { broadcast, heard, forgotWhileListening, warnings };
  }

  const heardSoon = (heard: string[], message: string) =>
    eventually(
      async () => heard,
      (messages) => messages.includes(message),
      1000,
    );

  it('applies a message at once where it is published, and every listening process hears it', async () => {
    const sender = open();
    const others = [open(), open()];
    await Promise.all([sender, ...others].map(({ broadcast }) => broadcast.listen()));

    const published = sender.broadcast.publish('denomination 7', 'a change');
    expect(sender.heard).toEqual(['denomination 7']);
    await published;
    for (const other of others) await heardSoon(other.heard, 'denomination 7');
    // Its own subscription brings the message back too; dropping twice is harmless.
    await heardSoon(sender.heard, 'denomination 7');
    expect([sender, ...others].flatMap((side) => side.warnings)).toEqual([]);
  });

  it("talks on <REDIS_PREFIX>:<channel>, so another run's processes hear nothing of it", async () => {
    const here = open();
    const elsewhere = open({ redisPrefix: `${config.redisPrefix}:elsewhere` });
    await Promise.all([here.broadcast.listen(), elsewhere.broadcast.listen()]);
    expect(here.broadcast.channel).toBe(`${config.redisPrefix}:${channel}`);

    await control.publish(`${config.redisPrefix}:${channel}`, 'from outside');
    await heardSoon(here.heard, 'from outside');
    await elsewhere.broadcast.publish('from elsewhere', 'a change');
    await control.publish(`${config.redisPrefix}:${channel}`, 'later');
    await heardSoon(here.heard, 'later');
    expect(here.heard).toEqual(['from outside', 'later']);
  });

  it('forgets everything when its subscription drops and again once it is back, listening only between', async () => {
    const side = open();
    await side.broadcast.listen();
    expect(side.broadcast.listening).toBe(true);
    expect(side.forgotWhileListening).toEqual([true]);
    const epoch = side.broadcast.epoch;

    // Redis drops the subscriber's connection (as a restart or a network cut would).
    const clients = (await control.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string;
    const id = clients
      .split('\n')
      .find((line) => line.includes(` name=${side.broadcast.channel} `))
      ?.match(/^id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await control.client('KILL', 'ID', id as string);

    await eventually(
      async () => side.forgotWhileListening,
      (states) => states.length === 3,
      5000,
    );
    expect(side.forgotWhileListening).toEqual([true, false, true]);
    expect(side.broadcast.listening).toBe(true);
    // A read that began before the drop can tell it missed something.
    expect(side.broadcast.epoch).toBe(epoch + 2);
    expect(side.warnings).toEqual([
      `${side.broadcast.channel} not heard: memory forgotten until Redis is back`,
    ]);
    // Subscribed afresh: messages arrive again.
    await control.publish(side.broadcast.channel, 'after the drop');
    await heardSoon(side.heard, 'after the drop');
  });

  it('never throws without Redis: applies its own message, warns, and trusts no memory', async () => {
    const side = open({ redisUrl: 'redis://127.0.0.1:1' });
    await side.broadcast.listen();
    expect(side.broadcast.listening).toBe(false);

    await side.broadcast.publish('denomination 7', 'Stock change of denomination 7');
    expect(side.heard).toEqual(['denomination 7']);
    expect(side.forgotWhileListening).toEqual([]);
    expect(side.warnings).toEqual([
      expect.stringMatching(`^${side.broadcast.channel} not subscribed yet: `),
      expect.stringMatching(
        /^Stock change of denomination 7 not broadcast; the others forget by themselves: /,
      ),
    ]);
  });

  it('hears nothing once closed, and forgets what it knew', async () => {
    const closed = open();
    const witness = open();
    await Promise.all([closed.broadcast.listen(), witness.broadcast.listen()]);
    closed.broadcast.close();
    expect(closed.broadcast.listening).toBe(false);
    expect(closed.forgotWhileListening).toEqual([true, false]);

    await control.publish(closed.broadcast.channel, 'after close');
    await heardSoon(witness.heard, 'after close');
    expect(closed.heard).toEqual([]);
    // Shutting down is no outage to warn of.
    expect(closed.warnings).toEqual([]);
  });
});
