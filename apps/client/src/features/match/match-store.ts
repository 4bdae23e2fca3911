import { create } from 'zustand';

import { INITIAL_MATCH_STATE, type MatchState } from './duel/duel-state';

/** The match as the screens see it; written only by the duel's session (duel/duel-controller.ts). */
export const useMatchStore = create<MatchState>()(() => INITIAL_MATCH_STATE);
