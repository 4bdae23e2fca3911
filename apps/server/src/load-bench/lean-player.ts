import { request, type Agent } from 'node:http';
import { Protocol } from '@colyseus/core';
import { Decoder, TypeContext } from '@colyseus/schema';
import {
  CLIENT_MESSAGES,
  DUEL_ROOM_NAME,
  SERVER_MESSAGES,
  type AnswerResultPayload,
  type ErrorPayload,
  type JoinOptionsInput,
  type MovePayload,
  type PowerUpResultPayload,
  type RoundStartPayload,
  type VoidPayload,
} from '@goalguessr/protocol';
import { unpack } from 'msgpackr';
import { DuelState } from '../rooms/duel-state';
import { DEFAULT_HABITS, MatchScript, type Habits, type Rng, type RoundAction } from './habits';
import { frameKind, messageHeader, readMessageType, roomMessage } from './room-frames';
import type { Tally } from './tally';
import { WireSocket, type WireCounters } from './wire-socket';

/** State shared by the players of one generator process. */
export interface GeneratorLive {
  /** players with an open room right now */
  connected: number;
  /** the bench is stopping: a close is no longer an error */
  stopping: boolean;
}

export interface LeanPlayerOptions {
  /** the server, `ws://host:port` (matchmaking goes to the same host over HTTP, as the SDK does) */
  url: string;
  joinOptions: JoinOptionsInput;
  tally: Tally;
  live: GeneratorLive;
  /** the socket counters of the generator (control frames, bytes, frames sent) */
  wire: WireCounters;
  /** the server's answer window (ms): the thinking time is a share of it */
  answerWindowMs: number;
  habits?: Habits;
  rng?: Rng;
  /** leave as soon as paired (matchmaking-only load) */
  pairingOnly?: boolean;
  /** never answer: every round runs to its deadline */
  idle?: boolean;
  /** keep-alive HTTP agent for the matchmaking requests (one per generator, as the SDK's fetch keeps one) */
  agent?: Agent;
  /** leaves the room (as after its result) when aborted */
  signal?: AbortSignal;
  /** tests: every data frame as it arrives, with the kind it was counted as */
  onFrame?: (kind: string, frame: Buffer) => void;
}

/** How one match went, for tests (the bench reads the tally). */
export interface LeanMatch {
  joined: boolean;
  paired: boolean;
  sessionId: string;
  /** the tokens this player answered with, by round */
  answeredTokens: Map<number, string>;
  /** `match:answer_result` of each round, as far as the player reads it */
  answerResults: Pick<AnswerResultPayload, 'roundIndex' | 'kind' | 'optionToken'>[];
  gotResult: boolean;
  /** the WebSocket close code of its last room (4000: the room let the player go after `LEAVE_ROOM`) */
  closeCode: number;
  /** how many times the server moved it, still searching, to another waiting player's room */
  moves: number;
}

type SeatReservation = MovePayload['reservation'];

/** Every room's state decoder shares the type context of the one state class. */
const stateTypes = TypeContext.cache(DuelState);
const JOIN_ACK = Uint8Array.of(Protocol.JOIN_ROOM);
const LEAVE = Uint8Array.of(Protocol.LEAVE_ROOM);
const HEADERS = {
  answer: messageHeader(CLIENT_MESSAGES.answer),
  powerUp: messageHeader(CLIENT_MESSAGES.powerUp),
};

function body<T>(frame: Buffer, at: number): T {
  return unpack(frame.subarray(at)) as T;
}

/** The server shed this join under overload (503 `server_busy`): try again after `retryAfterMs`. */
export class ServerBusy extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`server_busy: retry after ${retryAfterMs} ms`);
    this.name = 'ServerBusy';
  }
}

/** how many times a join goes again after the server closed the reused keep-alive connection it was sent on */
const STALE_CONNECTION_RETRIES = 2;

/**
 * The matchmaking POST. A request sent on a kept-alive connection that the server closed meanwhile (its idle
 * timeout: a stall of the server's loop makes the race likely, the late timer closing a socket with a request in
 * it) fails with ECONNRESET or EPIPE before any answer; it is sent again on another connection, as browsers (the SDK's
 * fetch) resend a request that failed so on a reused connection. Exported for its test.
 */
export function matchmake(
  url: URL,
  options: JoinOptionsInput,
  agent: Agent | undefined,
  retries = STALE_CONNECTION_RETRIES,
): Promise<SeatReservation> {
  const text = JSON.stringify(options);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: Number(url.port || 80),
        path: `/matchmake/joinOrCreate/${DUEL_ROOM_NAME}`,
        method: 'POST',
        agent,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let answer: unknown;
          try {
            answer = JSON.parse(raw);
          } catch {
            answer = raw;
          }
          const seat = answer as Partial<SeatReservation> | null;
          if (
            res.statusCode === 200 &&
            typeof seat?.roomId === 'string' &&
            typeof seat.sessionId === 'string'
          ) {
            resolve(seat as SeatReservation);
          } else if (
            res.statusCode === 503 &&
            (answer as { error?: unknown } | null)?.error === 'server_busy'
          ) {
            const hint = (answer as { retryAfterMs?: unknown }).retryAfterMs;
            reject(new ServerBusy(typeof hint === 'number' ? hint : 1_000));
          } else {
            const error = (answer as { error?: unknown } | null)?.error;
            reject(
              new Error(`${res.statusCode ?? 0} ${typeof error === 'string' ? error : raw.slice(0, 100)}`),
            );
          }
        });
      },
    );
    req.on('error', (error: Error & { code?: string }) => {
      const stale = req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      if (stale && retries > 0) resolve(matchmake(url, options, agent, retries - 1));
      else reject(error);
    });
    req.end(text);
  });
}

/**
 * One simulated player's match at the wire level, for the load bench's `lean` generator: the matchmaking POST
 * as the SDK sends it, the room's WebSocket (WireSocket), Colyseus' room protocol by hand (acknowledge
 * JOIN_ROOM, read each frame's code, `LEAVE_ROOM` to go), msgpack only where answering needs it (a round's
 * start for its tokens and deadline, the own answer's result, a power-up's result, a move, errors). The room
 * state is decoded only until the room leaves `searching` (the join→paired figure), with the server's own
 * state class; every later patch, clue stage, round end and result is counted and dropped unread. A
 * `match:move` while searching is followed as the app follows it: the reserved seat in the other room is
 * taken, then the first room left. Resolves once the player is out of every room; a join that fails is
 * counted and resolves with `joined: false`.
 */
export function playLeanMatch(options: LeanPlayerOptions): Promise<LeanMatch> {
  const { tally, live, answerWindowMs } = options;
  const script = new MatchScript(options.habits ?? DEFAULT_HABITS, options.rng);
  const match: LeanMatch = {
    joined: false,
    paired: false,
    sessionId: '',
    answeredTokens: new Map(),
    answerResults: [],
    gotResult: false,
    closeCode: 0,
    moves: 0,
  };
  const startedAt = performance.now();
  const server = new URL(options.url);

  /**
   * One room of the match: resolves when its socket is closed and, after a move, when the room moved to is
   * done too. `onJoined` runs when the room acknowledged the seat (a move then leaves the room it came from).
   */
  function enter(seat: SeatReservation, onJoined: () => void): Promise<void> {
    return new Promise<void>((resolve) => {
      match.sessionId = seat.sessionId;
      let joined = false;
      let decoder: Decoder<DuelState> | null = new Decoder(new DuelState(), stateTypes);
      let finished = false;
      let answerSentAt = 0;
      let timer: NodeJS.Timeout | undefined;
      let round: { index: number; tokens: string[]; removed: string[] } | null = null;
      let pendingAnswer = -1;
      let moved = false;
      let movedTo: Promise<void> = Promise.resolve();
      const host = seat.publicAddress ?? server.host;
      const socket = new WireSocket(
        `ws://${host}/${seat.processId}/${seat.roomId}?sessionId=${seat.sessionId}`,
        {
          open: () => {},
          message: (frame) => onFrame(frame),
          close: (code, reason) => {
            clearTimeout(timer);
            options.signal?.removeEventListener('abort', leave);
            if (!joined) {
              tally.joinErrors += 1;
              tally.error(`join: the room's socket closed first (${code}) ${reason}`);
            } else {
              live.connected -= 1;
              if (!finished && !live.stopping) tally.matchError(`left before the result, close code ${code}`);
            }
            // the match's close code is its last room's (a room left for a move is not the last)
            if (!moved) match.closeCode = code;
            void movedTo.then(() => resolve());
          },
        },
        options.wire,
      );
      const send = (frame: Uint8Array): void => socket.send(frame);
      const leave = (): void => {
        // the match is over for this room: a thinking timer still running must not answer after it
        finished = true;
        clearTimeout(timer);
        send(LEAVE);
      };
      const answer = (roundIndex: number): void => {
        if (round === null || round.index !== roundIndex) return;
        const optionToken = script.pick(round.tokens, round.removed);
        match.answeredTokens.set(roundIndex, optionToken);
        answerSentAt = performance.now();
        send(roomMessage(HEADERS.answer, { roundIndex, optionToken }));
      };
      const act = (roundIndex: number, action: RoundAction): void => {
        switch (action) {
          case 'leave':
            tally.deliberateLeaves += 1;
            return leave();
          case 'golden_shot':
            tally.powerUps += 1;
            answerSentAt = performance.now();
            return send(roomMessage(HEADERS.powerUp, { roundIndex, powerUp: 'golden_shot' }));
          case 'whistle':
            // the answer follows the whistle's result, among the options left
            tally.powerUps += 1;
            pendingAnswer = roundIndex;
            return send(roomMessage(HEADERS.powerUp, { roundIndex, powerUp: 'whistle' }));
          default:
            return answer(roundIndex);
        }
      };

      const onRoomMessage = (frame: Buffer): void => {
        const { type, bodyAt } = readMessageType(frame);
        tally.frame(type);
        options.onFrame?.(type, frame);
        switch (type) {
          case SERVER_MESSAGES.roundStart: {
            if (options.idle === true) return;
            const start = body<RoundStartPayload>(frame, bodyAt);
            round = {
              index: start.roundIndex,
              tokens: start.options.map((option) => option.token),
              removed: [...start.removedOptionTokens],
            };
            const plan = script.plan(start, answerWindowMs);
            clearTimeout(timer);
            timer = setTimeout(() => act(start.roundIndex, plan.action), plan.delayMs);
            return;
          }
          case SERVER_MESSAGES.answerResult: {
            const result = body<AnswerResultPayload>(frame, bodyAt);
            match.answerResults.push({
              roundIndex: result.roundIndex,
              kind: result.kind,
              optionToken: result.optionToken,
            });
            if (result.kind !== 'timeout' && answerSentAt > 0) {
              tally.answerLatencies.push(performance.now() - answerSentAt);
              tally.answers += 1;
            }
            answerSentAt = 0;
            return;
          }
          case SERVER_MESSAGES.powerUpResult: {
            const result = body<PowerUpResultPayload>(frame, bodyAt);
            if (result.powerUp !== 'whistle' || pendingAnswer < 0) return;
            if (result.ok && result.removedOptionToken !== undefined) {
              round?.removed.push(result.removedOptionToken);
            }
            const roundIndex = pendingAnswer;
            pendingAnswer = -1;
            return answer(roundIndex);
          }
          case SERVER_MESSAGES.move: {
            // still searching: take the seat reserved in the other waiting room, then leave this one
            finished = true;
            moved = true;
            match.moves += 1;
            movedTo = enter(body<MovePayload>(frame, bodyAt).reservation, leave);
            return;
          }
          case SERVER_MESSAGES.error: {
            const error = body<ErrorPayload>(frame, bodyAt);
            return tally.matchError(`match:error ${error.code} (${error.type})`);
          }
          case SERVER_MESSAGES.void:
            return tally.matchError(`match:void ${body<VoidPayload>(frame, bodyAt).reason}`);
          case SERVER_MESSAGES.result:
            match.gotResult = true;
            return leave();
          default:
            // clue stages, round ends, warnings: counted, never decoded
            return;
        }
      };

      const onState = (frame: Buffer): void => {
        if (decoder === null) return;
        decoder.decode(frame, { offset: 1 });
        if (decoder.state.phase === 'searching') return;
        // paired: from here on the state is not read again (answering needs none of it)
        decoder = null;
        match.paired = true;
        tally.pairLatencies.push(performance.now() - startedAt);
        if (options.pairingOnly === true) leave();
      };

      function onFrame(frame: Buffer): void {
        const code = frame[0] ?? 0;
        if (code === Protocol.ROOM_DATA) return onRoomMessage(frame);
        const kind = frameKind(frame);
        tally.frame(kind);
        options.onFrame?.(kind, frame);
        switch (code) {
          case Protocol.JOIN_ROOM:
            if (joined) return;
            joined = true;
            live.connected += 1;
            // acknowledged, the room sends the full state and starts routing this client's messages
            send(JOIN_ACK);
            onJoined();
            if (options.signal?.aborted === true) return leave();
            options.signal?.addEventListener('abort', leave, { once: true });
            return;
          case Protocol.ROOM_STATE:
          case Protocol.ROOM_STATE_PATCH:
            return onState(frame);
          case Protocol.ERROR:
            return tally.error(`room error frame ${frame.toString('utf8', 2, 120)}`);
          case Protocol.LEAVE_ROOM:
            finished = true;
            return socket.close();
          default:
            return;
        }
      }
    });
  }

  // a shed join is retried after its hint, as the app does; join→paired still runs from the first attempt
  const matchmakeUntilAdmitted = async (): Promise<SeatReservation> => {
    for (;;) {
      try {
        return await matchmake(server, options.joinOptions, options.agent);
      } catch (error) {
        if (!(error instanceof ServerBusy) || live.stopping || options.signal?.aborted === true) throw error;
        tally.joinRefusals += 1;
        await new Promise((resolve) => setTimeout(resolve, error.retryAfterMs));
      }
    }
  };
  return matchmakeUntilAdmitted().then(
    async (seat) => {
      await enter(seat, () => {
        match.joined = true;
        tally.joins += 1;
      });
      return match;
    },
    (error: unknown) => {
      tally.joinErrors += 1;
      tally.error(`join: ${error instanceof Error ? error.message : String(error)}`);
      return match;
    },
  );
}
