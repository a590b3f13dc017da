import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RedisClient } from '../../../../events/redis';
import type { StandingMode } from '../../standings/standing-order';

/** Players one write may report as overtaken (the nearest first); more would flood the inbox. */
export const OVERTAKEN_PER_WRITE = 20;
/** Live changes whose positions the index logs (see apply.lua): readers further behind read again. */
export const CHANGE_LOG = 64;

/** Keys, rows, the first key's rank, the first and last keys' group sizes (see read.lua). */
export type WindowReply = [string[], (string | null)[], number, number, number];
/** Row, rank, tie size, position. */
export type OwnReply = [string, number, number, number];
export type ReadReply =
  | [
      mode: StandingMode,
      total: number,
      version: string,
      page: WindowReply | null,
      own: OwnReply | 1 | null,
      podium: WindowReply | null,
      around: WindowReply | null,
    ]
  | null;
/** Changed, version, total, from, to, token of the version before, then (mover, passed) pairs. */
export type ApplyReply = [number, string, number, number, number, string, ...string[]];

/** The rank index's scripts, as commands of its Redis client (see `defineRankScripts`). */
export interface RankScripts {
  lbApply(...args: (string | number)[]): Promise<ApplyReply>;
  lbFinish(...args: (string | number)[]): Promise<number>;
  lbRead(...args: (string | number)[]): Promise<ReadReply>;
  lbOwn(...args: string[]): Promise<(string | number)[] | null>;
}

export type RankRedis = RedisClient & RankScripts;

/**
 * Each command: its number of keys and the files it is made of, in order. The .lua files sit in
 * scripts/ beside this file (the server build copies them next to the compiled one).
 */
const COMMANDS: Record<keyof RankScripts, { keys: number; files: string[] }> = {
  lbApply: { keys: 11, files: ['log-entry', 'apply'] },
  lbFinish: { keys: 11, files: ['finish'] },
  lbRead: { keys: 7, files: ['log-entry', 'read'] },
  lbOwn: { keys: 4, files: ['own'] },
};

// The limits the scripts share with this process, given to them as locals before their text.
const LIMITS = `local CHANGE_LOG, OVERTAKEN_PER_WRITE = ${CHANGE_LOG}, ${OVERTAKEN_PER_WRITE}\n`;

let loaded: Record<keyof RankScripts, string> | undefined;

/** The scripts' Lua, read from disk once per process (a missing file fails the start). */
export function rankScripts(): Record<keyof RankScripts, string> {
  if (!loaded) {
    const read = (file: string) => readFileSync(join(__dirname, 'scripts', `${file}.lua`), 'utf8');
    const lua = (files: string[]) => LIMITS + files.map(read).join('\n');
    loaded = {
      lbApply: lua(COMMANDS.lbApply.files),
      lbFinish: lua(COMMANDS.lbFinish.files),
      lbRead: lua(COMMANDS.lbRead.files),
      lbOwn: lua(COMMANDS.lbOwn.files),
    };
  }
  return loaded;
}

/** Gives a client the rank index's scripts as commands (ioredis loads each by its SHA once). */
export function defineRankScripts(redis: RedisClient): RankRedis {
  const lua = rankScripts();
  for (const name of Object.keys(COMMANDS) as (keyof RankScripts)[]) {
    redis.defineCommand(name, { numberOfKeys: COMMANDS[name].keys, lua: lua[name] });
  }
  return redis as RankRedis;
}
