import { createNewPlayer, powerUpQuantity, type PlayerRecord } from '@goalguessr/game-core';
import type { ResultPayload, RoundStartPayload } from '@goalguessr/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MatchConnectionEvents, MatchStateView } from '../../net/match-connection';
import { createMemoryStorage, setStorageForTests } from '../../platform/storage';
import { usePlayerStore } from '../../state/player-store';
import { INITIAL_MATCH_STATE, useMatchStore } from './match-store';

/** The fake socket: the test plays the server through the captured events. */
const fake = vi.hoisted(() => ({
  events: null as MatchConnectionEvents | null,
  joinError: null as Error | null,
  online: true,
  sent: [] as { type: string; payload: unknown }[],
}));

vi.mock('../../platform/network', () => ({
  isOnline: () => Promise.resolve(fake.online),
  onNetworkChange: () => () => undefined,
}));
vi.mock('../../platform/haptics', () => ({ vibrate: vi.fn() }));
vi.mock('../../net/match-connection', () => {
  class JoinFailure extends Error {
    constructor(readonly code: string) {
      super(code);
    }
  }
  class MatchConnection {
    matchId = 'room-1';
    sessionId = 'me';
    static join(_url: string, _options: unknown, events: MatchConnectionEvents) {
      if (fake.joinError) return Promise.reject(fake.joinError);
      fake.events = events;
      return Promise.resolve(new MatchConnection());
    }
    answer(roundIndex: number, optionIndex: number) {
      fake.sent.push({ type: 'answer', payload: { roundIndex, optionIndex } });
    }
    usePowerUp(roundIndex: number, powerUp: string) {
      fake.sent.push({ type: 'power_up', payload: { roundIndex, powerUp } });
    }
    forfeit() {
      fake.sent.push({ type: 'leave', payload: {} });
    }
    close() {
      return Promise.resolve();
    }
  }
  return {
    MatchConnection,
    JoinFailure,
    FINAL_CLOSE_CODES: { consented: 4000, serverShutdown: 4001, failedToReconnect: 4003 },
  };
});

const session = await import('./match-session');

function player(): PlayerRecord {
  const record = usePlayerStore.getState().record;
  if (record === null) throw new Error('no record');
  return record;
}

function view(phase: MatchStateView['phase']): MatchStateView {
  const person = (sessionId: string, username: string) => ({
    sessionId,
    username,
    shirt: 'white',
    cleat: 'white-black',
    isBot: false,
    connection: 'connected' as const,
    correctCount: 0,
    points: 0,
    answeredThisRound: false,
  });
  return {
    phase,
    tournament: 'rookie',
    roundIndex: 0,
    totalRounds: 5,
    roundStartedAtMs: 0,
    roundDeadlineAtMs: 0,
    estimatedWaitMs: 0,
    searchStartedAtMs: 0,
    phaseEndsAtMs: 0,
    me: person('me', 'Tester'),
    opponent: phase === 'searching' ? null : person('them', 'Rival'),
  };
}

const roundStart: RoundStartPayload = {
  roundIndex: 0,
  totalRounds: 5,
  card: {
    nation: 'ARG',
    flag: 'ar',
    position: 'FW',
    birthYear: 1987,
    worldCups: [],
    heightCm: 170,
    foot: 'left',
  },
  options: [
    { id: 'lionel-messi', name: 'Lionel Messi' },
    { id: 'pele', name: 'Pelé' },
    { id: 'zico', name: 'Zico' },
    { id: 'kaka', name: 'Kaká' },
  ],
  roundStartedAtMs: Date.now(),
  deadlineAtMs: Date.now() + 15_000,
  serverNowMs: Date.now(),
  removedOptionIndexes: [],
};

function result(outcome: ResultPayload['outcome'], rewardCoins: number): ResultPayload {
  return {
    outcome,
    reason: 'completed',
    forfeitedBy: null,
    tournament: 'rookie',
    me: { sessionId: 'me', username: 'Tester', isBot: false, correctCount: 3, points: 300 },
    opponent: { sessionId: 'them', username: 'Rival', isBot: false, correctCount: 2, points: 200 },
    rounds: [
      {
        roundIndex: 0,
        correctIndex: 0,
        correctOptionId: 'lionel-messi',
        correctName: 'Lionel Messi',
        options: [],
        answers: [],
      },
    ],
    totalRounds: 5,
    rewardCoins,
    experience: 80,
  };
}

async function startPaired(): Promise<MatchConnectionEvents> {
  await session.startMatch('rookie');
  const events = fake.events;
  if (events === null) throw new Error('not joined');
  events.state(view('connecting'));
  return events;
}

beforeEach(() => {
  setStorageForTests(createMemoryStorage());
  usePlayerStore.setState({ status: 'ready', record: { ...createNewPlayer(), loaded: true } });
  useMatchStore.setState(INITIAL_MATCH_STATE);
  fake.events = null;
  fake.joinError = null;
  fake.online = true;
  fake.sent = [];
});

afterEach(async () => {
  await session.leaveMatch();
});

describe('entry fee', () => {
  it('takes the fee on Play and gives it back when the join fails', async () => {
    fake.joinError = new Error('unreachable');
    await session.startMatch('rookie');
    expect(player().currencies.tickets).toBe(10);
    expect(useMatchStore.getState().stage).toBe('offline');
  });

  it('takes nothing without a connection', async () => {
    fake.online = false;
    await session.startMatch('rookie');
    expect(useMatchStore.getState().stage).toBe('offline');
    expect(player().currencies.tickets).toBe(10);
  });

  it('refuses to start without enough tickets', async () => {
    usePlayerStore.setState({ record: { ...player(), currencies: { ...player().currencies, tickets: 0 } } });
    await session.startMatch('rookie');
    expect(useMatchStore.getState().stage).toBe('no_tickets');
    expect(fake.events).toBeNull();
  });

  it('gives the fee back once when the search is cancelled', async () => {
    await session.startMatch('rookie');
    expect(player().currencies.tickets).toBe(9);
    fake.events?.state(view('searching'));
    await session.cancelSearch();
    await session.cancelSearch();
    expect(player().currencies.tickets).toBe(10);
  });

  it('gives the fee back once when the server voids a paired match', async () => {
    const events = await startPaired();
    events.message({ type: 'match:void', payload: { reason: 'server_shutdown' } });
    events.left(4001);
    expect(useMatchStore.getState().stage).toBe('void');
    expect(player().currencies.tickets).toBe(10);
  });
});

describe('result', () => {
  it('saves stats, coins, experience and seen players exactly once per match', async () => {
    const events = await startPaired();
    events.message({ type: 'match:result', payload: result('win', 100) });
    // The same result again (e.g. in a sync after a reconnection) changes nothing.
    events.message({
      type: 'match:sync',
      payload: {
        phase: 'finished',
        round: null,
        answerResult: null,
        closedRounds: [],
        powerUpsRemaining: { golden_shot: 0, energy_drink: 0, whistle: 0 },
        result: result('win', 100),
      },
    });
    const record = player();
    expect(record.stats).toMatchObject({
      gamesPlayed: 1,
      wins: 1,
      totalCorrectAnswers: 3,
      totalIncorrectAnswers: 0,
    });
    expect(record.currencies).toMatchObject({ moneys: 2600, tickets: 9 });
    expect(record.recentPlayerIds).toEqual(['lionel-messi']);
    expect(useMatchStore.getState().stage).toBe('result');
  });

  it('counts a connection that never came back after pairing as a loss, without refund', async () => {
    const events = await startPaired();
    fake.online = false;
    events.dropped();
    await Promise.resolve();
    events.left(4003);
    expect(useMatchStore.getState().stage).toBe('forfeited');
    expect(player().stats).toMatchObject({ gamesPlayed: 1, losses: 1 });
    expect(player().currencies.tickets).toBe(9);
  });

  it('voids the match and refunds when the device stayed online but the server never took it back', async () => {
    const events = await startPaired();
    events.dropped();
    await Promise.resolve();
    events.left(4003);
    expect(useMatchStore.getState().stage).toBe('void');
    expect(player().stats.gamesPlayed).toBe(0);
    expect(player().currencies.tickets).toBe(10);
  });
});

describe('power-ups', () => {
  it('spends one only when the server confirms it', async () => {
    const events = await startPaired();
    events.message({ type: 'match:round_start', payload: roundStart });
    session.requestPowerUp('whistle');
    expect(fake.sent).toEqual([{ type: 'power_up', payload: { roundIndex: 0, powerUp: 'whistle' } }]);
    expect(powerUpQuantity(player(), 'whistle')).toBe(3);
    events.message({
      type: 'match:power_up_result',
      payload: { ok: true, roundIndex: 0, powerUp: 'whistle', remainingInMatch: 1, removedOptionIndex: 2 },
    });
    expect(powerUpQuantity(player(), 'whistle')).toBe(2);
    expect(useMatchStore.getState().removedOptions).toEqual([2]);

    session.requestPowerUp('energy_drink');
    events.message({
      type: 'match:power_up_result',
      payload: {
        ok: false,
        roundIndex: 0,
        powerUp: 'energy_drink',
        code: 'power_up_not_allowed',
        reason: 'match_limit_reached',
      },
    });
    expect(powerUpQuantity(player(), 'energy_drink')).toBe(3);
    expect(useMatchStore.getState().notice).toBe('match_limit_reached');
  });

  it('says "Not enough power-ups!" at zero without asking the server', async () => {
    const events = await startPaired();
    events.message({ type: 'match:round_start', payload: roundStart });
    usePlayerStore.setState({
      record: {
        ...player(),
        inventory: { ...player().inventory, powerUps: [{ id: 'golden_shot', quantity: 0 }] },
      },
    });
    session.requestPowerUp('golden_shot');
    expect(fake.sent).toEqual([]);
    expect(useMatchStore.getState().notice).toBe('not_enough_power_ups');
  });

  it('sends one answer per round and never a removed option', async () => {
    const events = await startPaired();
    events.message({ type: 'match:round_start', payload: { ...roundStart, removedOptionIndexes: [1] } });
    session.answer(1);
    session.answer(0);
    session.answer(2);
    expect(fake.sent).toEqual([{ type: 'answer', payload: { roundIndex: 0, optionIndex: 0 } }]);
  });
});
