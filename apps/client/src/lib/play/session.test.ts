import { addCurrency } from '@goalguessr/game-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';

import { createMemoryStorage, setStorageForTests } from '../../platform/storage';
import { usePlayerStore } from '../../state/player-store';
import { testPlayer } from '../../testing/render-screen';
import { createPlaySession, setPlayNavigator, type PlayReducer } from './session';

/**
 * A tiny mode to drive the runner: a counter whose port answers "echo" at once, whose `later` schedules an
 * event, and whose `earn` saves coins through a game-core rule.
 */
interface Counter {
  log: string[];
}
type Input =
  | { type: 'ping'; n: number }
  | { type: 'echo'; n: number }
  | { type: 'later'; ms: number; n: number }
  | { type: 'stop' }
  | { type: 'earn' }
  | { type: 'leave' };
type Message = { type: 'echo'; n: number };

const reducer: PlayReducer<Counter, Input, Message> = (state, event) => {
  const log = [...state.log, `${event.type}:${'n' in event ? event.n : ''}`];
  switch (event.type) {
    case 'ping':
      // The echo is dispatched by the port while this step's effects run: it must wait for the step to end.
      return {
        state: { log },
        effects: [
          { kind: 'send', message: { type: 'echo', n: event.n } },
          { kind: 'send', message: { type: 'echo', n: event.n + 1 } },
        ],
      };
    case 'later':
      return {
        state: { log },
        effects: [{ kind: 'schedule', timer: 'one', ms: event.ms, input: { type: 'echo', n: event.n } }],
      };
    case 'stop':
      return { state: { log }, effects: [{ kind: 'cancel', timer: 'one' }] };
    case 'earn': {
      if (event.record === null) return { state: { log }, effects: [] };
      const paid = addCurrency(event.record, 'moneys', 10);
      return { state: { log }, effects: paid.ok ? [{ kind: 'save', record: paid.state }] : [] };
    }
    case 'leave':
      return { state: { log }, effects: [{ kind: 'navigate', to: '/' }] };
    case 'echo':
      return { state: { log }, effects: [] };
  }
};

function session() {
  const store = create<Counter>()(() => ({ log: [] }));
  const seen: string[] = [];
  const play = createPlaySession({
    reducer,
    store,
    port: (message, dispatch) => {
      seen.push(`port:${message.n}:${store.getState().log.length}`);
      dispatch({ type: 'echo', n: message.n });
    },
    now: () => 1_000,
  });
  return { store, play, seen };
}

afterEach(() => {
  vi.useRealTimers();
  setPlayNavigator(null);
});

describe('the play session runner', () => {
  it('runs a step to its end before the events its effects cause', () => {
    const { store, play, seen } = session();
    play.dispatch({ type: 'ping', n: 1 });
    // Both sends saw the state after `ping` (one entry), and the echoes came after, in order.
    expect(seen).toEqual(['port:1:1', 'port:2:1']);
    expect(store.getState().log).toEqual(['ping:1', 'echo:1', 'echo:2']);
  });

  it('a timer fires its event once; a new one of the same name replaces it; cancel forgets it', () => {
    vi.useFakeTimers();
    const { store, play } = session();
    play.dispatch({ type: 'later', ms: 100, n: 1 });
    play.dispatch({ type: 'later', ms: 300, n: 2 });
    vi.advanceTimersByTime(200);
    expect(store.getState().log).toEqual(['later:1', 'later:2']);
    vi.advanceTimersByTime(100);
    expect(store.getState().log.at(-1)).toBe('echo:2');
    play.dispatch({ type: 'later', ms: 100, n: 3 });
    play.dispatch({ type: 'stop' });
    vi.advanceTimersByTime(500);
    expect(store.getState().log.filter((entry) => entry.startsWith('echo'))).toEqual(['echo:2']);
    play.dispatch({ type: 'later', ms: 100, n: 4 });
    play.cancelTimers();
    vi.advanceTimersByTime(500);
    expect(store.getState().log.at(-1)).toBe('later:4');
  });

  it('a save keeps the record the rule computed; navigate goes through the registered navigator', () => {
    setStorageForTests(createMemoryStorage());
    usePlayerStore.setState({ status: 'ready', record: testPlayer() });
    const before = usePlayerStore.getState().record?.currencies.moneys ?? 0;
    const { play } = session();
    play.dispatch({ type: 'earn' });
    expect(usePlayerStore.getState().record?.currencies.moneys).toBe(before + 10);
    const went: string[] = [];
    setPlayNavigator((to) => went.push(to));
    play.dispatch({ type: 'leave' });
    expect(went).toEqual(['/']);
  });
});
