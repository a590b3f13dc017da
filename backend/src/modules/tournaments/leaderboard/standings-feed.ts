import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import { Feed } from '../../../events/broadcast';
import { StandingsVersion, parseVersion, versionBefore } from './standings-version';

/**
 * A change of a tournament's standings. A live change written to the rank index also says what
 * it made of it: the version it brought and the one it followed (`<built at>:<count>:<token>`,
 * see RankIndex), the entries then, and the first and last places it touched, so a process that
 * held the version before keeps what lies outside them without asking Redis.
 */
export interface StandingsChange {
  id: number;
  moved?: {
    version: StandingsVersion;
    after: StandingsVersion;
    total: number;
    from: number;
    to: number;
  };
}

/**
 * A change as the feed's message carries it: the id as its text (all an older release reads),
 * and a live change's `<version>/<total>/<from>/<to>/<token of the version it followed>` as its
 * detail (the version before has the same build and the count before).
 */
export function standingsChangeMessage({ id, moved }: StandingsChange): {
  text: string;
  detail?: string;
} {
  return {
    text: String(id),
    detail:
      moved &&
      `${moved.version.text}/${moved.total}/${moved.from}/${moved.to}/${moved.after.token}`,
  };
}

/**
 * A message's change, or null when it is not one. A message with only the id (or a detail that
 * does not read as places) is a change of unknown places: readers forget what they hold of it.
 */
export function parseStandingsChange(text: string, detail?: string): StandingsChange | null {
  const change = { id: Number(text) };
  if (!Number.isSafeInteger(change.id) || change.id <= 0) return null;
  const [versionText, ...fields] = (detail ?? '').split('/');
  const [total, from, to] = fields.slice(0, 3).map(Number);
  const afterToken = fields[3];
  const version = parseVersion(versionText);
  // A change names its build and counts at least 1 (the build itself is count 0).
  const known =
    fields.length === 4 &&
    version !== null &&
    version.built !== '' &&
    version.count >= 1 &&
    /^[\w-]*$/.test(afterToken) &&
    [total, from, to].every((n) => Number.isSafeInteger(n) && n >= 0) &&
    from <= to;
  if (!known || !version) return change;
  return {
    ...change,
    moved: { version, after: versionBefore(version, afterToken), total, from, to },
  };
}

/**
 * "A tournament's standings changed", from whichever process wrote them (the API recording
 * results, the worker rebuilding an index) to every API process, whose socket gateway pushes the
 * rows its watchers see. It carries the id (and, for a live change, its places): the rows are
 * read from the rank index.
 */
@Injectable()
export class StandingsFeed extends Feed<StandingsChange> implements OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, {
      channel: 'standings:changed',
      logger: new Logger(StandingsFeed.name),
      ifLost: 'watchers get the change with the next one, or when they poll',
      format: standingsChangeMessage,
      parse: parseStandingsChange,
      about: ({ id }) => `Standings of ${id}`,
    });
  }

  onModuleDestroy(): void {
    this.close();
  }
}
