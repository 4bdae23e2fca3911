import { generateAdventureLevel, type IslandId } from '@goalguessr/game-core';
import { create } from 'zustand';

import { deviceRng, questionSource } from '../../lib/play/footballer-data';
import { createPlaySession, type PlayPort } from '../../lib/play/session';
import { usePlayerStore } from '../../state/player-store';
import {
  INITIAL_ADVENTURE,
  adventureMode,
  type AdventureInput,
  type AdventureMessage,
  type AdventureState,
} from './adventure-mode';

/** The Adventure screen's state; written only by its session (adventure-mode.ts through the runner). */
export const useAdventureStore = create<AdventureState>()(() => INITIAL_ADVENTURE);

/** Adventure's port: a level's questions from the island's pool of the built-in data. */
const port: PlayPort<AdventureInput, AdventureMessage> = ({ islandId, levelIndex }, dispatch) => {
  questionSource()
    .islandBank(islandId)
    .then((bank) => {
      const recent = usePlayerStore.getState().record?.recentPlayerIds ?? [];
      const questions = generateAdventureLevel(bank, levelIndex, deviceRng, recent);
      dispatch({ type: 'dealt', islandId, levelIndex, questions });
    })
    .catch((error: unknown) => {
      console.error('Loading the footballer data failed', error);
      dispatch({ type: 'load_failed', islandId, levelIndex });
    });
};

const session = createPlaySession({ reducer: adventureMode, store: useAdventureStore, port });

/** Opens a level of the map (only an open one): loads the island's bank and deals its five questions. */
export function startAdventureLevel(islandId: IslandId, levelIndex: number): void {
  session.dispatch({ type: 'open_level', islandId, levelIndex });
}

/** Answers the question on screen; the right answer shows for a moment, then the next question (or the result). */
export function answerAdventure(optionIndex: number): void {
  session.dispatch({ type: 'answer', optionIndex });
}

/** The player asks for the next clue of the question on screen now (it then scores as if they had waited). */
export function askAdventureClue(): void {
  session.dispatch({ type: 'next_clue' });
}

/** Back to the map; a level left half-way is not recorded. */
export function backToMap(): void {
  session.dispatch({ type: 'back_to_map' });
}
