import type { TournamentId } from '../constants';
import { matchExperience, matchRewardCoins } from '../match/scoring';
import type { MatchPlay, MatchSettlement } from './match';

/**
 * What the match server said about a match whose seat this device could not regain (issue 25), or that it did not
 * answer (`unreachable`): see the protocol's `MatchEndingResponse`.
 */
export type ServerEnding =
  | { readonly ending: 'finished' | 'forfeit'; readonly outcome: 'win' | 'lose' | 'draw' }
  | { readonly ending: 'void' | 'none' | 'running' | 'unreachable' };

/**
 * What the device does with it:
 * - `settle`: the match is over as the server says — its `settlement`, and what to tell the player (`won`,
 *   `lost`, `draw`; `left`: this player left or did not come back, a loss; `void`: the fee comes back);
 * - `ask_again`: the room is still open (the match, or its end being written): ask again shortly;
 * - `pending`: no answer from the server: the match stays open (no fee lost, no loss counted), asked again when
 *   the server is reachable or at the next start.
 */
export type EndingDecision =
  | { readonly kind: 'settle'; readonly settlement: MatchSettlement; readonly shown: EndingShown }
  | { readonly kind: 'ask_again' }
  | { readonly kind: 'pending' };

export type EndingShown = 'won' | 'lost' | 'draw' | 'left' | 'void';

/**
 * A server fault never takes a match away (issue 25): a recorded finish counts with its outcome, a recorded
 * forfeit is a loss for the one who left (a win for the other), and a match the server has no ending for (it
 * stopped mid-match without a word) is void, like one it voided: the fee comes back. `play`: what this device saw
 * of the match (correct answers, points, cards), counted with the outcome.
 */
export function settlementForEnding(
  answer: ServerEnding,
  tournament: TournamentId,
  play: MatchPlay,
): EndingDecision {
  switch (answer.ending) {
    case 'running':
      return { kind: 'ask_again' };
    case 'unreachable':
      return { kind: 'pending' };
    case 'void':
    case 'none':
      return { kind: 'settle', settlement: { kind: 'void' }, shown: 'void' };
    case 'finished':
    case 'forfeit': {
      const { outcome } = answer;
      if (answer.ending === 'forfeit' && outcome === 'lose') {
        return { kind: 'settle', settlement: { kind: 'forfeit', ...play }, shown: 'left' };
      }
      return {
        kind: 'settle',
        settlement: {
          kind: 'result',
          outcome,
          ...play,
          rewardCoins: matchRewardCoins(tournament, outcome),
          experience: matchExperience(outcome, play.correct),
        },
        shown: outcome === 'win' ? 'won' : outcome === 'lose' ? 'lost' : 'draw',
      };
    }
  }
}
