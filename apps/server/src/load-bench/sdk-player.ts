import type { Client, Room } from '@colyseus/sdk';
import {
  CLIENT_MESSAGES,
  DUEL_ROOM_NAME,
  SERVER_MESSAGES,
  serverBusyRetryAfterMs,
  type AnswerResultPayload,
  type ErrorPayload,
  type JoinOptionsInput,
  type MovePayload,
  type PowerUpResultPayload,
  type RoundStartPayload,
  type VoidPayload,
} from '@goalguessr/protocol';
import { DEFAULT_HABITS, MatchScript, type Habits, type RoundAction } from './habits';
import type { GeneratorLive } from './lean-player';
import { frameKind } from './room-frames';
import type { Tally } from './tally';

export interface SdkPlayerOptions {
  client: Client;
  joinOptions: JoinOptionsInput;
  tally: Tally;
  live: GeneratorLive;
  answerWindowMs: number;
  habits?: Habits;
  pairingOnly?: boolean;
  idle?: boolean;
}

/** Counts every frame the SDK's WebSocket hands the room (pings are answered below it, unseen). */
function countFrames(room: Room, tally: Tally): void {
  const events = room.connection.events;
  const dispatch = events.onmessage;
  events.onmessage = (event: MessageEvent): void => {
    const data: unknown = event.data;
    if (data instanceof ArrayBuffer) {
      tally.frame(frameKind(new Uint8Array(data)));
      // on the wire: the payload and a 2-, 4- or 10-byte header (the server's frames are not masked)
      const length = data.byteLength;
      tally.bytesIn += length + (length < 126 ? 2 : length < 65_536 ? 4 : 10);
    }
    dispatch?.(event);
  };
}

/**
 * One simulated player's match through the real @colyseus/sdk (the `sdk` generator, kept to compare with the
 * lean one): `joinOrCreate`, the full state decoded on every patch, messages through `onMessage`, `leave()`.
 * Resolves with whether it joined once the player is out of every room.
 */
export async function playSdkMatch(options: SdkPlayerOptions): Promise<boolean> {
  const { tally } = options;
  const startedAt = performance.now();
  let room: Room | undefined;
  while (room === undefined) {
    try {
      room = await options.client.joinOrCreate(DUEL_ROOM_NAME, options.joinOptions);
    } catch (error) {
      // shed under overload: retried after the hint, as the app does (join→paired runs from the first attempt)
      const retryAfterMs = serverBusyRetryAfterMs(error instanceof Error ? error.message : '');
      if (retryAfterMs !== null && !options.live.stopping) {
        tally.joinRefusals += 1;
        await new Promise((resolve) => setTimeout(resolve, retryAfterMs));
        continue;
      }
      tally.joinErrors += 1;
      tally.error(`join: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }
  tally.joins += 1;
  const script = new MatchScript(options.habits ?? DEFAULT_HABITS);
  // a `match:move` hands the search over to another waiting player's room
  let next: Room | undefined = room;
  while (next !== undefined) next = await playInRoom(next, script, startedAt, options);
  return true;
}

/**
 * The player in one room: resolves when it is out of it, with the room a `match:move` sent it to while it
 * was still searching (the search goes on there), as the app follows a move.
 */
function playInRoom(
  room: Room,
  script: MatchScript,
  startedAt: number,
  options: SdkPlayerOptions,
): Promise<Room | undefined> {
  const { tally, live, answerWindowMs } = options;
  room.reconnection.enabled = false;
  tally.frame('join'); // the JOIN_ROOM frame came before the room was handed over
  countFrames(room, tally);
  return new Promise((resolve) => {
    let movedTo: Room | undefined;
    let paired = false;
    let finished = false;
    let answerSentAt = 0;
    let removed: string[] = [];
    let tokens: string[] = [];
    let pendingAnswerRound = -1;
    const timers: NodeJS.Timeout[] = [];
    live.connected += 1;
    const leave = (): void => {
      finished = true;
      for (const timer of timers) clearTimeout(timer);
      room.leave(true).catch(() => {});
    };
    const answer = (roundIndex: number): void => {
      answerSentAt = performance.now();
      room.send(CLIENT_MESSAGES.answer, { roundIndex, optionToken: script.pick(tokens, removed) });
    };
    const act = (roundIndex: number, action: RoundAction): void => {
      switch (action) {
        case 'leave':
          tally.deliberateLeaves += 1;
          return leave();
        case 'golden_shot':
          tally.powerUps += 1;
          answerSentAt = performance.now();
          return room.send(CLIENT_MESSAGES.powerUp, { roundIndex, powerUp: 'golden_shot' });
        case 'whistle':
          tally.powerUps += 1;
          pendingAnswerRound = roundIndex;
          return room.send(CLIENT_MESSAGES.powerUp, { roundIndex, powerUp: 'whistle' });
        default:
          return answer(roundIndex);
      }
    };
    room.onStateChange((state: { phase?: string }) => {
      if (paired || state.phase === undefined || state.phase === 'searching') return;
      paired = true;
      tally.pairLatencies.push(performance.now() - startedAt);
      // matchmaking-only load: the pairing was the point; leave (a forfeit) and queue again
      if (options.pairingOnly === true) leave();
    });
    room.onMessage(SERVER_MESSAGES.roundStart, (round: RoundStartPayload) => {
      if (options.idle === true) return;
      removed = [...round.removedOptionTokens];
      tokens = round.options.map((option) => option.token);
      const plan = script.plan(round, answerWindowMs);
      timers.push(setTimeout(() => act(round.roundIndex, plan.action), plan.delayMs));
    });
    room.onMessage(SERVER_MESSAGES.powerUpResult, (result: PowerUpResultPayload) => {
      if (result.powerUp !== 'whistle' || pendingAnswerRound < 0) return;
      if (result.ok && result.removedOptionToken !== undefined) removed.push(result.removedOptionToken);
      const roundIndex = pendingAnswerRound;
      pendingAnswerRound = -1;
      answer(roundIndex);
    });
    room.onMessage(SERVER_MESSAGES.answerResult, (result: AnswerResultPayload) => {
      if (result.kind !== 'timeout' && answerSentAt > 0) {
        tally.answerLatencies.push(performance.now() - answerSentAt);
        tally.answers += 1;
      }
      answerSentAt = 0;
    });
    room.onMessage(SERVER_MESSAGES.error, (error: ErrorPayload) =>
      tally.matchError(`match:error ${error.code} (${error.type})`),
    );
    room.onMessage(SERVER_MESSAGES.void, (payload: VoidPayload) =>
      tally.matchError(`match:void ${payload.reason}`),
    );
    room.onMessage(SERVER_MESSAGES.result, () => leave());
    room.onMessage(SERVER_MESSAGES.move, (move: MovePayload) => {
      finished = true;
      options.client
        .consumeSeatReservation(move.reservation)
        .then((joined) => {
          movedTo = joined;
        })
        .catch((error: unknown) => {
          tally.joinErrors += 1;
          tally.error(`move: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => room.leave(true).catch(() => {}));
    });
    room.onMessage('*', () => {});
    room.onLeave((code: number) => {
      for (const timer of timers) clearTimeout(timer);
      live.connected -= 1;
      if (!finished && !live.stopping) tally.matchError(`left before the result, close code ${code}`);
      resolve(movedTo);
    });
  });
}
