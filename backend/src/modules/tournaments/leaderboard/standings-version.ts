/**
 * A rank index's version, `<built at>:<count>:<token>` (see RankIndex): the build it belongs to,
 * the count of live changes since, and the random token of the writer that made the last one
 * (empty at the build). Answers and pushes show it without its token.
 *
 * A version is read once, where it enters the process (Redis's answer, a feed message), by
 * `parseVersion`; everything after compares and steps through its parts.
 */
export interface StandingsVersion {
  /** The version as Redis made it: two versions are the same when their texts are. */
  readonly text: string;
  /** The time the build finished (ms since the epoch, as digits); empty if Redis lost it. */
  readonly built: string;
  readonly count: number;
  readonly token: string;
}

// The build may be missing: the rank scripts write '' when the built-at key is gone.
const VERSION_TEXT = /^(\d*):(\d+):([\w-]*)$/;

/** Reads a version; null when `text` is not one. The one place a version's text is parsed. */
export function parseVersion(text: string): StandingsVersion | null {
  const [, built, count, token] = VERSION_TEXT.exec(text) ?? [];
  if (built === undefined || !Number.isSafeInteger(Number(count))) return null;
  return { text, built, count: Number(count), token };
}

/** A version as answers show it, without its token: `<built at>:<count>`. */
export function shownVersion(version: StandingsVersion): string {
  return `${version.built}:${version.count}`;
}

/** The version right before `version` (its build, the count before), made by a change of `token`. */
export function versionBefore(version: StandingsVersion, token: string): StandingsVersion {
  const count = version.count - 1;
  return { text: `${version.built}:${count}:${token}`, built: version.built, count, token };
}
