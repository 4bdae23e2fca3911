import type { AnswerMessage, RoundStartPayload } from '@goalguessr/protocol';

/**
 * With `fakeQuestions` the right option of round r is named `Player r-(r mod 4)`: the answer message picking
 * it (`right` true) or the first other option still on screen (`right` false).
 */
export function answerFor(start: RoundStartPayload, right: boolean): AnswerMessage {
  const round = start.roundIndex;
  const rightName = `Player ${round}-${round % 4}`;
  const option = start.options.find((o) =>
    right ? o.name === rightName : o.name !== rightName && !start.removedOptionTokens.includes(o.token),
  );
  return { roundIndex: round, optionToken: option?.token ?? 'no-such-option' };
}
