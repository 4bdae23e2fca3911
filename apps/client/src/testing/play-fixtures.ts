import type { Question } from '@goalguessr/game-core';

/**
 * A made-up question of the solo modes and the Daily card (test set-up): four options named `Option <n>-<i>`,
 * the right one at `correctIndex`; a French forward born in 1990, nothing else on the card.
 */
export function soloQuestion(n: number, correctIndex = 0): Question {
  return {
    card: {
      nation: 'FRA',
      flag: null,
      position: 'FW',
      birthYear: 1990,
      worldCups: [],
      heightCm: null,
      foot: null,
    },
    options: [0, 1, 2, 3].map((i) => ({ id: `q${n}-${i}`, name: `Option ${n}-${i}` })),
    correctIndex,
    answerId: `q${n}-${correctIndex}`,
  };
}
