import { dailyQuestion } from '@goalguessr/game-core';
import { create } from 'zustand';

import { questionSource } from '../../lib/play/footballer-data';
import { createPlaySession, type PlayPort } from '../../lib/play/session';
import { shareText } from '../../platform/share';
import { INITIAL_DAILY, dailyMode, type DailyInput, type DailyMessage, type DailyState } from './daily-mode';

/** The Daily card's screen state; written only by its session (daily-mode.ts through the runner). */
export const useDailyStore = create<DailyState>()(() => INITIAL_DAILY);

/**
 * The Daily card's port: the date's card from the built-in data (the same packed, precached chunk as the solo
 * modes, so the card plays offline after the first visit; the server draws the same card from the same data),
 * and the system share sheet.
 */
const port: PlayPort<DailyInput, DailyMessage> = (message, dispatch) => {
  if (message.type === 'share') {
    void shareText(message.text).then((outcome) => dispatch({ type: 'shared', outcome }));
    return;
  }
  const { today } = message;
  questionSource()
    .wholeBank()
    .then((bank) => dispatch({ type: 'loaded', today, question: dailyQuestion(bank, today) ?? null }))
    .catch((error: unknown) => {
      console.warn('Daily card data failed to load', error);
      dispatch({ type: 'load_failed', today });
    });
};

const session = createPlaySession({ reducer: dailyMode, store: useDailyStore, port });

export const openDaily = (today: string): void => session.dispatch({ type: 'open', today });
export const revealClue = (): void => session.dispatch({ type: 'reveal_clue' });
export const pickOption = (index: number): void => session.dispatch({ type: 'pick', index });
export const buyFreeze = (): void => session.dispatch({ type: 'buy_freeze' });
export const shareResult = (): void => session.dispatch({ type: 'share' });
