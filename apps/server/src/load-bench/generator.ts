/**
 * A load-bench generator process: simulated players driven by the bench over IPC (see protocol.ts). Each
 * player joins a tournament, answers every card after a human-like delay, sometimes uses a power-up, rarely
 * leaves mid-match, and joins again after its match (habits.ts). `GENERATOR_KIND=lean` (the default) speaks
 * the wire protocol itself (lean-player.ts), `sdk` goes through @colyseus/sdk (sdk-player.ts). With `idle`,
 * players never answer: every round runs to its deadline. Also the client side of the echo baseline.
 */
import { Agent } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client } from '@colyseus/sdk';
import { loadPlayers } from '@goalguessr/footballers';
import { PROTOCOL_VERSION, type JoinOptionsInput } from '@goalguessr/protocol';
import WebSocket from 'ws';
import { LOOP_SAMPLE_MS, loopLatenessMs } from './bound';
import { MatchScript } from './habits';
import { playLeanMatch, type GeneratorLive } from './lean-player';
import type { FromGenerator, GeneratorKind, ToGenerator } from './protocol';
import { playSdkMatch } from './sdk-player';
import { Tally } from './tally';
import { noWireCounts, type WireCounters } from './wire-socket';

const TOURNAMENTS = ['rookie', 'champions', 'legendary'] as const;
const generatorKind: GeneratorKind = process.env.GENERATOR_KIND === 'sdk' ? 'sdk' : 'lean';
const generatorId = Number(process.env.GENERATOR_ID ?? 0);

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

const tally = new Tally();
const live: GeneratorLive = { connected: 0, stopping: false };
const wire: WireCounters = noWireCounts();
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
loopDelay.enable();
/** one keep-alive pool for the matchmaking requests, as the SDK's fetch keeps one per process */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

let target = 0;
let urls: string[] = [];
let answerWindowMs = 15_000;
/** matchmaking-only load: leave once paired, join again after this pause (ms); undefined: play the match */
let pairingPauseMs: number | undefined;
/** idle rooms: never answer, so every round runs to its deadline (what an unattended room costs) */
let idle = false;
/** see ToGenerator's `recentIdsMax` */
let recentIdsMax = 0;
const players: Promise<void>[] = [];
let footballerIds: readonly string[] | undefined;

/**
 * A player's recently seen footballers, as the app sends them with every join: `0..recentIdsMax` distinct ids of
 * the dataset (a player who has played a while sends hundreds; the server honours them when it draws the cards).
 */
function recentIdsFor(): string[] {
  const length = Math.floor(Math.random() * (recentIdsMax + 1));
  if (length === 0) return [];
  footballerIds ??= loadPlayers().map((player) => player.id);
  const ids = footballerIds;
  const picked = new Set<string>();
  while (picked.size < Math.min(length, ids.length)) {
    picked.add(ids[Math.floor(Math.random() * ids.length)] ?? '');
  }
  return [...picked];
}

function joinOptionsFor(index: number): JoinOptionsInput {
  return {
    protocolVersion: PROTOCOL_VERSION,
    tournament: TOURNAMENTS[index % TOURNAMENTS.length] ?? 'rookie',
    username: `G${generatorId}P${index}`.slice(0, 10).padEnd(4, 'x'),
    shirt: 'white',
    cleat: 'white-black',
    recentPlayerIds: recentIdsFor(),
    powerUps: { golden_shot: 1, energy_drink: 2, whistle: 2 },
  };
}

async function playerLoop(index: number): Promise<void> {
  const url = urls[index % urls.length] ?? '';
  const client = generatorKind === 'sdk' ? new Client(url) : undefined;
  const joinOptions = joinOptionsFor(index);
  while (!live.stopping && index < target) {
    const common = {
      joinOptions,
      tally,
      live,
      answerWindowMs,
      pairingOnly: pairingPauseMs !== undefined,
      idle,
    };
    const joined =
      client !== undefined
        ? await playSdkMatch({ client, ...common })
        : (await playLeanMatch({ url, wire, agent, ...common })).joined;
    if (!joined) {
      await sleep(500 + Math.random() * 1000);
      continue;
    }
    await sleep(
      pairingPauseMs !== undefined ? (0.5 + Math.random()) * pairingPauseMs : MatchScript.pauseAfterMatchMs(),
    );
  }
}

async function rampTo(count: number, perSecond: number): Promise<void> {
  const previous = target;
  target = count;
  for (let index = previous; index < count && !live.stopping && target === count; index++) {
    players[index] = playerLoop(index);
    await sleep(1000 / perSecond);
  }
}

function collect(): void {
  tally.frames('ws:ping', wire.pings);
  tally.frames('ws:close', wire.closes);
  tally.bytesIn += wire.bytes;
  tally.framesOut += wire.sent;
  tally.readsIn += wire.reads;
  tally.pingsWithData += wire.pingsWithData;
  Object.assign(wire, noWireCounts());
  const loop = {
    loopP99Ms: loopLatenessMs(loopDelay.percentile(99) / 1e6, LOOP_SAMPLE_MS),
    loopMaxMs: loopLatenessMs(loopDelay.max / 1e6, LOOP_SAMPLE_MS),
  };
  loopDelay.reset();
  send(tally.take(generatorKind, { connected: live.connected, ...loop }));
}

// ---- echo traffic (raw ws), for the CPU-per-message baseline ----
let echoSockets: WebSocket[] = [];
let echoTimer: NodeJS.Timeout | undefined;

async function startEcho(
  url: string,
  connections: number,
  messagesPerSecond: number,
  messageBytes: number,
): Promise<void> {
  const payload = Buffer.alloc(Math.max(1, Math.round(messageBytes)), 0x61);
  const opened: Promise<void>[] = [];
  for (let i = 0; i < connections; i++) {
    const socket = new WebSocket(url);
    socket.on('message', () => {
      tally.echoMessages += 1;
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
  tally.echoConnections = echoSockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  send({ kind: 'echo_ready', connections: tally.echoConnections });
  // send in 20 ms ticks, spreading messages over the sockets
  const perTick = messagesPerSecond / 50;
  let carry = 0;
  let next = 0;
  echoTimer = setInterval(() => {
    carry += perTick;
    while (carry >= 1) {
      carry -= 1;
      const socket = echoSockets[next++ % echoSockets.length];
      if (socket?.readyState === WebSocket.OPEN) socket.send(payload);
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
      recentIdsMax = message.recentIdsMax;
      void rampTo(message.count, message.rampPerSecond);
      break;
    case 'echo':
      void startEcho(message.url, message.connections, message.messagesPerSecond, message.messageBytes);
      break;
    case 'echo_stop':
      stopEcho();
      break;
    case 'collect':
      collect();
      break;
    case 'stop':
      live.stopping = true;
      stopEcho();
      setTimeout(() => process.exit(0), 200);
      break;
  }
});
send({ kind: 'ready' });
