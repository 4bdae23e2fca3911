import type { RoundAnswer } from '@goalguessr/protocol';
import type { TFunction } from 'i18next';

/**
 * How a player's answer to a round reads in the reveal and the round review: the picked name, "Golden Shot",
 * or "no answer" for a timeout or a missing entry.
 */
export function answerLabel(t: TFunction, entry: RoundAnswer | undefined): string {
  if (entry === undefined || entry.kind === 'timeout') return t('match.review.noAnswer');
  if (entry.kind === 'golden_shot') return t('match.review.goldenShot');
  return entry.optionName ?? t('match.review.noAnswer');
}
