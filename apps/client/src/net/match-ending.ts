import type { DeviceIdentity, ServerEnding } from '@goalguessr/game-core';
import { API_PATHS, type MatchEndingResponse } from '@goalguessr/protocol';

import { call, post } from './ladder-api';

/** How long the question may take before the match is kept pending (the start-up waits for it). */
export const MATCH_ENDING_TIMEOUT_MS = 6_000;

/**
 * `POST /api/match/ending` (issue 25): how the match in room `roomId` ended, asked with this device's identity
 * when its seat could not be regained. No answer (offline, the server down, a refusal to retry later) is
 * `unreachable`; an identity the server does not know (or refuses) can have no recorded ending, so it is `none`.
 */
export async function askMatchEnding(
  identity: DeviceIdentity,
  roomId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ServerEnding> {
  const answer = await call<MatchEndingResponse>(
    API_PATHS.matchEnding,
    // a start-up waits for this answer: a server that does not answer in time counts as unreachable
    { ...post({ ...identity, roomId }), signal: AbortSignal.timeout(MATCH_ENDING_TIMEOUT_MS) },
    fetchImpl,
  );
  if (answer.ok) return answer.value;
  return answer.error === 'unknown_player' || answer.error === 'identity_invalid'
    ? { ending: 'none' }
    : { ending: 'unreachable' };
}
