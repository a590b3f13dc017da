/**
 * A rank index's version, `<built at>:<count>:<token>` (see RankIndex): the build it belongs to,
 * the count of live changes since, and the random token of the writer that made the last one
 * (empty at the build). Answers and pushes show it without its token.
 */

/** A version's build (its built-at time) and its count of changes since. */
export function versionParts(version: string): [built: string, count: number] {
  const [built, count] = version.split(':');
  return [built, Number(count)];
}

/** The token of the writer whose change made `version`. */
export function versionToken(version: string): string {
  return version.slice(version.lastIndexOf(':') + 1);
}

/** A version as answers show it, without its token: `<built at>:<count>`. */
export function shownVersion(version: string): string {
  return version.slice(0, version.lastIndexOf(':'));
}

/** The version right before `version` (its build, the count before), made by a change of `token`. */
export function versionBefore(version: string, token: string): string {
  const [built, count] = versionParts(version);
  return `${built}:${count - 1}:${token}`;
}

/** Whether `version` reads as one: a build, a count of at least `minCount`, a token. */
export function isVersion(version: string, minCount = 0): boolean {
  const [, built, count] = /^(\d+):(\d+):[\w-]*$/.exec(version) ?? [];
  return built !== undefined && Number.isSafeInteger(Number(count)) && Number(count) >= minCount;
}
