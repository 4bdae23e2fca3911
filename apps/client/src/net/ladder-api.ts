import type { DeviceIdentity, TournamentId } from '@goalguessr/game-core';
import {
  API_ERROR_CODES,
  API_PATHS,
  type ApiErrorCode,
  type LeaderboardResponse,
  type MeResponse,
} from '@goalguessr/protocol';

import { matchServerUrl } from './config';

/** An answer of the ladder API, or why not (`unreachable`: no answer from the server at all). */
export type LadderAnswer<T> = { ok: true; value: T } | { ok: false; error: ApiErrorCode | 'unreachable' };

const KNOWN_ERRORS: ReadonlySet<string> = new Set(API_ERROR_CODES);

export async function call<T>(
  path: string,
  init: RequestInit,
  fetchImpl: typeof fetch,
): Promise<LadderAnswer<T>> {
  let response: Response;
  try {
    response = await fetchImpl(`${matchServerUrl()}${path}`, init);
  } catch {
    return { ok: false, error: 'unreachable' };
  }
  const body = (await response.json().catch(() => null)) as (T & { error?: unknown }) | null;
  if (response.ok && body !== null) return { ok: true, value: body };
  const error = typeof body?.error === 'string' && KNOWN_ERRORS.has(body.error) ? body.error : 'unreachable';
  return { ok: false, error: error as ApiErrorCode | 'unreachable' };
}

/**
 * The device's secret goes in a POST body as text (a JSON string): never in a URL, and a plain-text body needs no
 * CORS preflight.
 */
export const post = (body: unknown): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  cache: 'no-store',
});

/** `GET /api/leaderboard/<tournament>`: this season's top 100 and last season's top 3 (public, cacheable). */
export function fetchLeaderboard(
  tournament: TournamentId,
  fetchImpl: typeof fetch = fetch,
): Promise<LadderAnswer<LeaderboardResponse>> {
  return call(`${API_PATHS.leaderboard}/${tournament}`, {}, fetchImpl);
}

/** `POST /api/me`: this player's ratings, standing and head-to-head records. */
export function fetchMyStanding(
  identity: DeviceIdentity,
  tournament: TournamentId,
  fetchImpl: typeof fetch = fetch,
): Promise<LadderAnswer<MeResponse>> {
  return call(API_PATHS.me, post({ ...identity, tournament }), fetchImpl);
}

/** `POST /api/me/delete`: "Delete my data on the server". */
export function deleteMyServerData(
  identity: DeviceIdentity,
  fetchImpl: typeof fetch = fetch,
): Promise<LadderAnswer<{ deleted: true }>> {
  return call(API_PATHS.deleteMe, post(identity), fetchImpl);
}
