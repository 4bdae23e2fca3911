/**
 * A load-bench generator process: simulated players with the real @colyseus/sdk, driven by the bench over
 * IPC (see protocol.ts). Each player joins a tournament, answers every card after a human-like delay,
 * sometimes uses a power-up, rarely leaves mid-match, and joins again after its match (a short pause).
 * With `idle`, players never answer: every round runs to its deadline.
 */
import { Client, type Room } from '@colyseus/sdk';
import {
  DUEL_ROOM_NAME,
  PROTOCOL_VERSION,
  type AnswerResultPayload,
  type RoundStartPayload,
} from '@goalguessr/protocol';
import WebSocket from 'ws';
import type { FromGenerator, GeneratorStats, ToGenerator } from './protocol';

const TOURNAMENTS = ['rookie', 'champions', 'legendary'] as const;
const ERROR_SAMPLES = 8;

// The SDK warns on the console for every dropped connection; the bench counts those (match errors) instead.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]): void => {
  if (typeof args[0] === 'string' && args[0].startsWith('Room connection was closed unexpectedly')) return;
  warn(...args);
};

function send(message: FromGenerator): void {
  process.send?.(message);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function uniform(min: number, max: number): number {
  return min + Math.random() * (max - min);
}

let stats: GeneratorStats = emptyStats();
function emptyStats(): GeneratorStats {
  return {
    kind: 'stats',
    answerLatencies: [],
    pairLatencies: [],
    joins: 0,
    joinErrors: 0,
    matchErrors: 0,
    answers: 0,
    powerUps: 0,
    deliberateLeaves: 0,
    connected: 0,
    errorSamples: [],
    echoMessages: 0,
    echoConnections: 0,
  };
}
function noteError(text: string): void {
  if (stats.errorSamples.length < ERROR_SAMPLES) stats.errorSamples.push(text.slice(0, 200));
}

let target = 0;
let urls: string[] = [];
let answerWindowMs = 15_000;
/** matchmaking-only load: leave once paired, join again after this pause (ms); undefined: play the match */
let pairingPauseMs: number | undefined;
/** idle rooms: never answer, so every round runs to its deadline (what an unattended room costs) */
let idle = false;
let connected = 0;
let stopping = false;
const players: Promise<void>[] = [];
const generatorId = Number(process.env.GENERATOR_ID ?? 0);

/**
 * One match: resolves when the player is out of the room again, or with the room a `match:move` sent a still
 * searching player to (another lone waiter's; the search goes on there).
 */
function playMatch(client: Client, room: Room, joinStartedAt: number): Promise<Room | undefined> {
  return new Promise((resolve) => {
    let paired = false;
    let finished = false;
    let answerSentAt = 0;
    let powerUpsLeft = { golden_shot: 1, energy_drink: 2, whistle: 2 };
    const leaveMidMatch = Math.random() < 0.02;
    const timers: NodeJS.Timeout[] = [];
    connected += 1;
    let movedTo: Room | undefined;
    const done = (): void => {
      for (const timer of timers) clearTimeout(timer);
      connected -= 1;
      resolve(movedTo);
    };
    room.onStateChange((state: { phase?: string }) => {
      if (!paired && state.phase !== undefined && state.phase !== 'searching') {
        paired = true;
        stats.pairLatencies.push(performance.now() - joinStartedAt);
        if (pairingPauseMs !== undefined) {
          // matchmaking-only load: the pairing was the point; leave (a forfeit) and queue again
          finished = true;
          room.leave(true).catch(() => {});
        }
      }
    });
    room.onMessage('match:round_start', (round: RoundStartPayload) => {
      if (idle) return;
      const left = round.deadlineAtMs - round.serverNowMs;
      // humans take a while: somewhere between 10 % and 60 % of the answer window, never past the deadline
      const delay = Math.min(uniform(0.1, 0.6) * answerWindowMs, Math.max(0, left - 500));
      timers.push(
        setTimeout(() => {
          if (leaveMidMatch && round.roundIndex === 2) {
            stats.deliberateLeaves += 1;
            finished = true;
            room.leave(true).catch(() => {});
            return;
          }
          const roll = Math.random();
          if (roll < 0.04 && powerUpsLeft.golden_shot > 0) {
            powerUpsLeft = { ...powerUpsLeft, golden_shot: powerUpsLeft.golden_shot - 1 };
            stats.powerUps += 1;
            answerSentAt = performance.now();
            room.send('match:power_up', { roundIndex: round.roundIndex, powerUp: 'golden_shot' });
            return;
          }
          removed = [...round.removedOptionTokens];
          tokens = round.options.map((option) => option.token);
          if (roll < 0.12 && powerUpsLeft.whistle > 0) {
            // a whistle first; the answer follows its result, avoiding the removed option
            powerUpsLeft = { ...powerUpsLeft, whistle: powerUpsLeft.whistle - 1 };
            stats.powerUps += 1;
            pendingAnswerRound = round.roundIndex;
            room.send('match:power_up', { roundIndex: round.roundIndex, powerUp: 'whistle' });
            return;
          }
          answer(round.roundIndex);
        }, delay),
      );
    });
    let removed: string[] = [];
    let tokens: string[] = [];
    let pendingAnswerRound = -1;
    const answer = (roundIndex: number): void => {
      const options = tokens.filter((token) => !removed.includes(token));
      answerSentAt = performance.now();
      room.send('match:answer', {
        roundIndex,
        optionToken: options[Math.floor(Math.random() * options.length)] ?? '',
      });
    };
    room.onMessage(
      'match:power_up_result',
      (result: { ok: boolean; powerUp: string; removedOptionToken?: string }) => {
        if (result.powerUp !== 'whistle' || pendingAnswerRound < 0) return;
        if (result.removedOptionToken !== undefined) removed.push(result.removedOptionToken);
        const roundIndex = pendingAnswerRound;
        pendingAnswerRound = -1;
        answer(roundIndex);
      },
    );
    room.onMessage('match:answer_result', (result: AnswerResultPayload) => {
      if (result.kind !== 'timeout' && answerSentAt > 0) {
        stats.answerLatencies.push(performance.now() - answerSentAt);
        stats.answers += 1;
      }
      answerSentAt = 0;
    });
    room.onMessage('match:error', (error: { code: string; type: string }) => {
      stats.matchErrors += 1;
      noteError(`match:error ${error.code} (${error.type})`);
    });
    room.onMessage('match:void', (payload: { reason: string }) => {
      stats.matchErrors += 1;
      noteError(`match:void ${payload.reason}`);
    });
    room.onMessage('match:result', () => {
      finished = true;
      room.leave(true).catch(() => {});
    });
    room.onMessage('match:move', (move: { reservation: Parameters<Client['consumeSeatReservation']>[0] }) => {
      finished = true;
      client
        .consumeSeatReservation(move.reservation)
        .then((next) => {
          next.reconnection.enabled = false;
          movedTo = next;
        })
        .catch((error: unknown) => {
          stats.joinErrors += 1;
          noteError(`move: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => room.leave(true).catch(() => {}));
    });
    room.onMessage('*', () => {});
    room.onLeave((code: number) => {
      if (!finished && !stopping) {
        stats.matchErrors += 1;
        noteError(`left before the result, close code ${code}`);
      }
      done();
    });
  });
}

async function playerLoop(index: number): Promise<void> {
  const url = urls[index % urls.length] ?? '';
  const client = new Client(url);
  const username = `G${generatorId}P${index}`.slice(0, 10).padEnd(4, 'x');
  while (!stopping && index < target) {
    const startedAt = performance.now();
    let room: Room;
    try {
      room = await client.joinOrCreate(DUEL_ROOM_NAME, {
        protocolVersion: PROTOCOL_VERSION,
        tournament: TOURNAMENTS[index % TOURNAMENTS.length],
        username,
        shirt: 'white',
        cleat: 'white-black',
        recentPlayerIds: [],
        powerUps: { golden_shot: 1, energy_drink: 2, whistle: 2 },
      });
    } catch (error) {
      stats.joinErrors += 1;
      noteError(`join: ${error instanceof Error ? error.message : String(error)}`);
      await sleep(uniform(500, 1500));
      continue;
    }
    room.reconnection.enabled = false;
    stats.joins += 1;
    let next: Room | undefined = room;
    while (next !== undefined) next = await playMatch(client, next, startedAt);
    await sleep(pairingPauseMs !== undefined ? uniform(0.5, 1.5) * pairingPauseMs : uniform(1000, 3000));
  }
}

async function rampTo(count: number, perSecond: number): Promise<void> {
  const previous = target;
  target = count;
  for (let index = previous; index < count && !stopping && target === count; index++) {
    players[index] = playerLoop(index);
    await sleep(1000 / perSecond);
  }
}

// ---- echo traffic (raw ws), for the CPU-per-message baseline ----
let echoSockets: WebSocket[] = [];
let echoTimer: NodeJS.Timeout | undefined;
const ECHO_PAYLOAD = JSON.stringify({ type: 'match:answer', roundIndex: 2, optionToken: 'abcdefABCDEF' });

async function startEcho(url: string, connections: number, messagesPerSecond: number): Promise<void> {
  const opened: Promise<void>[] = [];
  for (let i = 0; i < connections; i++) {
    const socket = new WebSocket(url);
    socket.on('message', () => {
      stats.echoMessages += 1;
    });
    socket.on('error', () => {});
    echoSockets.push(socket);
    // a socket that fails to open settles too (it is skipped when sending), or one refusal would stall the bench
    opened.push(
      new Promise((resolve) => {
        socket.once('open', () => resolve());
        socket.once('close', () => resolve());
      }),
    );
    if (i % 200 === 199) await sleep(50);
  }
  await Promise.all(opened);
  stats.echoConnections = echoSockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  send({ kind: 'echo_ready', connections: stats.echoConnections });
  // send in 20 ms ticks, spreading messages over the sockets
  const perTick = messagesPerSecond / 50;
  let carry = 0;
  let next = 0;
  echoTimer = setInterval(() => {
    carry += perTick;
    while (carry >= 1) {
      carry -= 1;
      const socket = echoSockets[next++ % echoSockets.length];
      if (socket?.readyState === WebSocket.OPEN) socket.send(ECHO_PAYLOAD);
    }
  }, 20);
}

function stopEcho(): void {
  clearInterval(echoTimer);
  for (const socket of echoSockets) socket.terminate();
  echoSockets = [];
}

process.on('message', (message: ToGenerator) => {
  switch (message.kind) {
    case 'players':
      urls = message.urls;
      answerWindowMs = message.answerWindowMs;
      pairingPauseMs = message.pairingOnly?.pauseMs;
      idle = message.idle === true;
      void rampTo(message.count, message.rampPerSecond);
      break;
    case 'echo':
      void startEcho(message.url, message.connections, message.messagesPerSecond);
      break;
    case 'echo_stop':
      stopEcho();
      break;
    case 'collect':
      send({ ...stats, connected });
      stats = emptyStats();
      break;
    case 'stop':
      stopping = true;
      stopEcho();
      setTimeout(() => process.exit(0), 200);
      break;
  }
});
send({ kind: 'ready' });
