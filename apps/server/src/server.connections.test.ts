import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CLIENT_MESSAGES_PER_SECOND, MAX_MESSAGE_BYTES } from '@goalguessr/game-core';
import { CLOSE_CODES } from '@goalguessr/protocol';
import { matchMaker } from '@colyseus/core';
import type { DuelRoom } from './rooms/duel-room';
import { TEST_TIMINGS, fakeQuestionSource } from './match/test-support';
import { startServer, type RunningServer } from './server';
import { DuelClient, collectingLogger, sleep, waitUntil } from './testing/duel-client';

let running: RunningServer;
/** decode errors and dropped sockets the hostile clients provoke, kept out of the test output */
const serverLog = collectingLogger();
const clients: DuelClient[] = [];

beforeAll(async () => {
  running = await startServer({
    port: 0,
    questions: fakeQuestionSource(),
    // rounds long enough for a reconnection inside one round
    timings: { ...TEST_TIMINGS, botWaitMs: 60_000, roundDurationMs: 3_000, reconnectionWindowMs: 2_000 },
    // every client here shares 127.0.0.1: the flooder's cool-down must not lock out the tests after it
    addressLimits: { floodCooldownMs: 0 },
    logger: serverLog,
  });
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.leave().catch(() => {})));
});

afterAll(async () => {
  await running.close();
});

async function pair(tournament: 'rookie' | 'champions' | 'legendary', names: [string, string]) {
  const a = await DuelClient.join(running.url, { tournament, username: names[0] });
  const b = await DuelClient.join(running.url, { tournament, username: names[1] });
  clients.push(a, b);
  expect(b.room.roomId).toBe(a.room.roomId);
  await Promise.all([a.nth('match:round_start', 0), b.nth('match:round_start', 0)]);
  return { a, b };
}

const connectionOf = (viewer: DuelClient, who: DuelClient) =>
  viewer.state().players[who.sessionId]?.connection;

describe('reconnection', () => {
  it('lets a dropped player resume inside the window while the opponent sees "reconnecting"', async () => {
    const { a, b } = await pair('rookie', ['Alice', 'Bobby']);
    a.drop();
    await waitUntil(() => connectionOf(b, a) === 'reconnecting', 2_000, 'opponent sees reconnecting');
    await a.reconnect();
    const sync = await a.nth('match:sync', 0);
    expect(sync.phase).toBe('round');
    expect(sync.round?.roundIndex).toBe(0);
    expect(sync.round?.options).toHaveLength(4);
    expect(sync.answerResult).toBeNull();
    expect(sync.closedRounds).toEqual([]);
    // the sync of an unanswered round says nothing about which option is right
    expect(JSON.stringify({ ...sync, round: { ...sync.round, options: [] } })).not.toMatch(
      /correct|q0-0|Player 0-0/,
    );
    await waitUntil(() => connectionOf(b, a) === 'connected', 2_000, 'opponent sees connected');
    // the match goes on where it was: A answers the same round after coming back
    a.answer(0, true);
    b.answer(0, true);
    const end = await a.nth('match:round_end', 0);
    expect(end.correctCount[a.sessionId]).toBe(1);
    expect(end.correctCount[b.sessionId]).toBe(1);
  });

  it('resumes through the SDK’s own automatic reconnection after the network cuts the socket', async () => {
    const { a, b } = await pair('legendary', ['Ivan', 'Jana']);
    // as an SDK client with automatic reconnection runs it (no minimum uptime); the web app asks for the seat
    // with `client.reconnect` on its own schedule, as the test above does
    a.room.reconnection.enabled = true;
    a.room.reconnection.minUptime = 0;
    a.room.reconnection.minDelay = 50;
    const room = matchMaker.getLocalRoomById(a.room.roomId) as DuelRoom;
    const socket = room.clients.get(a.sessionId)?.ref as { terminate(): void } | undefined;
    if (socket === undefined) throw new Error('no server-side socket');
    socket.terminate(); // no close frame: what a lost network looks like
    const sync = await a.nth('match:sync', 0, 8_000);
    expect(sync).toMatchObject({ phase: 'round', round: { roundIndex: 0 }, answerResult: null });
    await waitUntil(() => connectionOf(b, a) === 'connected', 4_000, 'opponent sees connected again');
    a.answer(0, true);
    expect(await a.nth('match:answer_result', 0)).toMatchObject({ correct: true });
  });

  it('forfeits the match to the opponent once the window has passed', async () => {
    const { a, b } = await pair('champions', ['Carla', 'Dario']);
    a.drop();
    await waitUntil(() => connectionOf(b, a) === 'reconnecting', 2_000, 'opponent sees reconnecting');
    const result = await b.nth('match:result', 0, 8_000);
    expect(result).toMatchObject({
      outcome: 'win',
      reason: 'forfeit',
      forfeitedBy: a.sessionId,
      rewardCoins: 250,
    });
    await expect(a.reconnect()).rejects.toThrow();
  });

  it('forfeits on a deliberate exit at once', async () => {
    const { a, b } = await pair('legendary', ['Erik', 'Fanny']);
    a.send('match:leave');
    const result = await b.nth('match:result', 0, 1_000);
    expect(result).toMatchObject({ outcome: 'win', reason: 'forfeit', forfeitedBy: a.sessionId });
    expect(await a.left()).toBe(CLOSE_CODES.consented);
  });

  it('forfeits when the client closes the room on purpose (room.leave) without a leave message', async () => {
    const { a, b } = await pair('rookie', ['Gina', 'Hugo']);
    await a.room.leave(true);
    const result = await b.nth('match:result', 0, 1_000);
    expect(result).toMatchObject({ outcome: 'win', reason: 'forfeit', forfeitedBy: a.sessionId });
    await waitUntil(() => connectionOf(b, a) === 'left', 2_000, 'opponent sees left');
  });
});

describe('hostile clients', () => {
  it(`disconnects a client sending more than ${MAX_CLIENT_MESSAGES_PER_SECOND} messages a second, and no one else`, async () => {
    const { a, b } = await pair('rookie', ['Flood', 'Calm']);
    const other = await pair('champions', ['Other1', 'Other2']);
    // exactly the limit within one window is fine (a fresh window: the join handshake counts as a message)
    await sleep(1_100);
    for (let i = 0; i < MAX_CLIENT_MESSAGES_PER_SECOND; i++) a.send('match:answer', { roundIndex: 9 });
    await sleep(300);
    expect(a.leftWithCode).toBeNull();
    await sleep(1_000);
    // one more than the limit within a second is one too many
    for (let i = 0; i < MAX_CLIENT_MESSAGES_PER_SECOND + 1; i++) a.send('match:answer', { roundIndex: 9 });
    expect(await a.left()).toBe(CLOSE_CODES.withError);
    // the opponent stays, the other room plays on: its next round is answered and closed as usual
    expect(b.leftWithCode).toBeNull();
    const next = other.a.all('match:round_start').length;
    await Promise.all([other.a.nth('match:round_start', next), other.b.nth('match:round_start', next)]);
    other.a.answer(next, true);
    other.b.answer(next, true);
    const end = await other.a.nth('match:round_end', next);
    expect(end.answers.every((answer) => answer.correct)).toBe(true);
    expect(other.a.leftWithCode).toBeNull();
    expect(other.b.leftWithCode).toBeNull();
  });

  it('disconnects a client whose message is larger than the limit', async () => {
    const { a, b } = await pair('legendary', ['Large', 'Small']);
    a.send('match:answer', { roundIndex: 0, optionToken: 'x', padding: 'x'.repeat(MAX_MESSAGE_BYTES) });
    expect(await a.left()).toBe(CLOSE_CODES.messageTooBig);
    b.answer(0, true);
    expect(await b.nth('match:answer_result', 0)).toMatchObject({ correct: true });
  });

  it('refuses malformed and unknown messages with an error code and changes nothing', async () => {
    const { a, b } = await pair('rookie', ['Malformed', 'Fine']);
    const before = JSON.stringify(a.state());
    a.send('match:answer', { roundIndex: 0, optionIndex: 'two' });
    a.send('match:answer', 'not an object');
    a.send('match:power_up', { roundIndex: 0, powerUp: 'jetpack' });
    a.send('match:teleport', { to: 'goal' });
    a.send(42, { x: 1 });
    a.send('match:answer', { roundIndex: 3, optionToken: 'abcdefabcdef' });
    const codes = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => a.nth('match:error', n)));
    expect(codes.map((c) => c.code)).toEqual([
      'invalid_message',
      'invalid_message',
      'invalid_message',
      'unknown_message',
      'unknown_message',
      'wrong_round',
    ]);
    expect(JSON.stringify(a.state())).toBe(before);
    a.answer(0, true);
    a.answer(0, true);
    expect(await a.nth('match:error', 6)).toMatchObject({ code: 'already_answered' });
    expect(a.all('match:answer_result')).toHaveLength(1);
    expect(b.leftWithCode).toBeNull();
  });
});
