import { create } from 'zustand';

import { INITIAL_MATCH_STATE, type MatchState } from './match-reducer';

/** The match as the screens see it; written only by the match controller (through the reducer). */
export const useMatchStore = create<MatchState>()(() => INITIAL_MATCH_STATE);
