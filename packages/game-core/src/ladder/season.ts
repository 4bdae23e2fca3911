import { utcDateKey } from '../daily/daily';

const DAY_MS = 24 * 60 * 60 * 1000;

/** ours (issue 27): a ladder season lasts one week, from Monday 00:00 UTC to the next Monday 00:00 UTC. */
export const SEASON_LENGTH_MS = 7 * DAY_MS;

/** 1970-01-05, the first Monday after the epoch (the epoch was a Thursday). */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/** A weekly season: its id is the UTC date of the Monday it began (`YYYY-MM-DD`). */
export interface Season {
  id: string;
  startsAtMs: number;
  /** the next season's start: the first instant that is no longer this season */
  endsAtMs: number;
}

/**
 * The season running at `nowMs` (epoch ms, UTC): the week that began on the last Monday at 00:00 UTC at or before
 * it. A time exactly at Monday 00:00 UTC belongs to the season that starts then. Non-finite times count as 0.
 */
export function seasonAt(nowMs: number): Season {
  const time = Number.isFinite(nowMs) ? nowMs : 0;
  const index = Math.floor((time - FIRST_MONDAY_MS) / SEASON_LENGTH_MS);
  const startsAtMs = FIRST_MONDAY_MS + index * SEASON_LENGTH_MS;
  return { id: utcDateKey(startsAtMs), startsAtMs, endsAtMs: startsAtMs + SEASON_LENGTH_MS };
}

/** The season before `season` (the week before it). */
export function previousSeason(season: Season): Season {
  return seasonAt(season.startsAtMs - 1);
}

const SEASON_ID = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `id` names a season: a `YYYY-MM-DD` date that is a Monday. */
export function isSeasonId(id: unknown): id is string {
  if (typeof id !== 'string' || !SEASON_ID.test(id)) return false;
  const ms = Date.parse(`${id}T00:00:00.000Z`);
  return Number.isFinite(ms) && seasonAt(ms).id === id;
}
