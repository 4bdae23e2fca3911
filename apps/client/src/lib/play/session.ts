import { ok, type PlayerRecord } from '@goalguessr/game-core';
import type { StoreApi } from 'zustand';

import type { MusicSlot } from '../../services/audio-service';
import type { PlayCue } from '../../services/cues';
import { playCue, setMusic } from '../../services/feedback';
import { usePlayerStore } from '../../state/player-store';

/**
 * The one effect vocabulary of every way to play (duel, Endless, Adventure, Daily card). A mode's reducer
 * never touches the world; it returns these and `createPlaySession` runs them:
 * - `save`: the new player record, already computed by a game-core rule from the event's record, kept and
 *   written at once;
 * - `cue`: a game moment; its sound and vibration come from the one cue table (services/cues.ts);
 * - `music`: the music slot for what is on screen, or silence;
 * - `send`: a message to the mode's port, its one link to the outside (the duel: the match connection; the
 *   solo modes and the Daily card: the built-in footballer data). The port may answer with events;
 * - `schedule`: dispatch `input` after `ms`; a timer of the same name still pending is replaced;
 * - `cancel`: forget the named timer;
 * - `navigate`: leave for another route.
 */
export type PlayEffect<Input, Message> =
  | { kind: 'save'; record: PlayerRecord }
  | { kind: 'cue'; cue: PlayCue }
  | { kind: 'music'; slot: MusicSlot | null }
  | { kind: 'send'; message: Message }
  | { kind: 'schedule'; timer: string; ms: number; input: Input }
  | { kind: 'cancel'; timer: string }
  | { kind: 'navigate'; to: string };

/** Every event reaches a reducer with the moment and the player record it happens to (read, never written). */
export type PlayEvent<Input> = Input & { nowMs: number; record: PlayerRecord | null };

export interface PlayStep<State, Input, Message> {
  state: State;
  effects: PlayEffect<Input, Message>[];
}

/** A mode: `(state, event) → { state, effects }`, pure. */
export type PlayReducer<State, Input, Message> = (
  state: State,
  event: PlayEvent<Input>,
) => PlayStep<State, Input, Message>;

/** A step with nothing to do outside. */
export function still<State, Input, Message>(state: State): PlayStep<State, Input, Message> {
  return { state, effects: [] };
}

/** The mode's link to the world: it receives the reducer's `send` messages and may dispatch events back. */
export type PlayPort<Input, Message> = (message: Message, dispatch: (input: Input) => void) => void;

export interface PlaySession<Input> {
  /** Runs one event through the reducer (with the moment and the live player record), then its effects. */
  dispatch: (input: Input) => void;
  /** Forgets every pending timer (the page that shows the mode is gone). */
  cancelTimers: () => void;
}

let navigator: ((to: string) => void) | null = null;

/** The app shell registers how to change route (the `navigate` effect); null when it unmounts. */
export function setPlayNavigator(next: ((to: string) => void) | null): void {
  navigator = next;
}

/**
 * The session runner, the same for every mode: keeps the mode's state in its store, feeds each event through
 * its reducer and executes the effects. Events dispatched while a step's effects run (a port that answers at
 * once, a timer) wait for that step to finish, so a reducer always sees the state its previous step left.
 */
export function createPlaySession<State, Input, Message>(options: {
  reducer: PlayReducer<State, Input, Message>;
  store: StoreApi<State>;
  port: PlayPort<Input, Message>;
  now?: () => number;
}): PlaySession<Input> {
  const { reducer, store, port, now = Date.now } = options;
  const timers = new Map<string, number>();
  const queue: Input[] = [];
  let running = false;

  const run = (effect: PlayEffect<Input, Message>): void => {
    switch (effect.kind) {
      case 'save': {
        const saved = usePlayerStore.getState().apply(() => ok(effect.record));
        if (!saved.ok) console.warn('Saving play to the player record failed', saved.reason);
        return;
      }
      case 'cue':
        playCue(effect.cue);
        return;
      case 'music':
        setMusic(effect.slot);
        return;
      case 'send':
        port(effect.message, dispatch);
        return;
      case 'schedule': {
        const pending = timers.get(effect.timer);
        if (pending !== undefined) window.clearTimeout(pending);
        const id = window.setTimeout(() => {
          if (timers.get(effect.timer) === id) timers.delete(effect.timer);
          dispatch(effect.input);
        }, effect.ms);
        timers.set(effect.timer, id);
        return;
      }
      case 'cancel': {
        const pending = timers.get(effect.timer);
        if (pending !== undefined) window.clearTimeout(pending);
        timers.delete(effect.timer);
        return;
      }
      case 'navigate':
        navigator?.(effect.to);
        return;
    }
  };

  function dispatch(input: Input): void {
    queue.push(input);
    if (running) return;
    running = true;
    try {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const record = usePlayerStore.getState().record;
        const step = reducer(store.getState(), { ...next, nowMs: now(), record });
        if (step.state !== store.getState()) store.setState(step.state, true);
        for (const effect of step.effects) run(effect);
      }
    } finally {
      running = false;
      queue.length = 0;
    }
  }

  return {
    dispatch,
    cancelTimers() {
      for (const id of timers.values()) window.clearTimeout(id);
      timers.clear();
    },
  };
}
