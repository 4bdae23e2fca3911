import type { MatchStateView } from '../net/match-connection';

type PlayerState = NonNullable<MatchStateView['me']>;

/** A connected human player as the match state shows one, fresh at the start of a match; tests override what they need. */
export function playerState(
  sessionId: string,
  username: string,
  overrides: Partial<PlayerState> = {},
): PlayerState {
  return {
    sessionId,
    username,
    shirt: 'white',
    cleat: 'white-black',
    isBot: false,
    connection: 'connected',
    correctCount: 0,
    points: 0,
    answeredThisRound: false,
    rating: 1500,
    ratingDeviation: 350,
    level: 0,
    ...overrides,
  };
}
