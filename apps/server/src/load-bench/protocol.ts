/** Messages between the load bench (parent) and its generator processes (IPC). */

/** How the simulated players talk to the server: `lean` at the wire level, `sdk` through @colyseus/sdk. */
export type GeneratorKind = 'lean' | 'sdk';
export const GENERATOR_KINDS: readonly GeneratorKind[] = ['lean', 'sdk'];

export type ToGenerator =
  /**
   * keep this many simulated players playing (ramping up at `rampPerSecond` joins/s); `pairingOnly`: each
   * player leaves as soon as it is paired and joins again after `pauseMs` (a matchmaking-only load)
   */
  | {
      kind: 'players';
      count: number;
      rampPerSecond: number;
      urls: string[];
      answerWindowMs: number;
      pairingOnly?: { pauseMs: number };
      /** idle rooms: play no card (never answer, no power-up); every round runs to its deadline */
      idle?: boolean;
      /**
       * the most footballer ids a player sends as recently seen (the app sends up to RECENT_PLAYERS_LIMIT): each
       * player gets a list of a uniform length from 0 to this, drawn from the dataset
       */
      recentIdsMax: number;
    }
  /**
   * open `connections` raw WebSockets to an echo server and send `messagesPerSecond` in total, each message
   * `messageBytes` long
   */
  | { kind: 'echo'; url: string; connections: number; messagesPerSecond: number; messageBytes: number }
  /** stop echo traffic and close its sockets */
  | { kind: 'echo_stop' }
  /** report what happened since the last collect */
  | { kind: 'collect' }
  | { kind: 'stop' };

/**
 * Frames the server sent, counted by the players as they arrive, by kind: `ws:ping` and `ws:close` (WebSocket
 * control frames; the `sdk` generator cannot see pings, its WebSocket answers them unseen), `join` (Colyseus'
 * JOIN_ROOM handshake), `state` (the full state), `patch` (a state patch), `room_error`, `leave_room`, and
 * `match:…` / `friend:…` for each room message type.
 */
export type FrameCounts = Record<string, number>;

export interface GeneratorStats {
  kind: 'stats';
  generator: GeneratorKind;
  /** ms from sending match:answer (or a golden shot) to its match:answer_result */
  answerLatencies: number[];
  /** ms from the matchmaking request to the room leaving `searching` */
  pairLatencies: number[];
  joins: number;
  joinErrors: number;
  /** matchmaking requests the server shed (503 `server_busy`); each was retried after its hint (not an error) */
  joinRefusals: number;
  /** unexpected disconnects, match:void, match:error replies */
  matchErrors: number;
  answers: number;
  powerUps: number;
  deliberateLeaves: number;
  /** players with an open room right now */
  connected: number;
  /** the first few error messages, to tell what went wrong */
  errorSamples: string[];
  /** server → client WebSocket frames by kind (see FrameCounts) */
  framesIn: FrameCounts;
  /** server → client bytes of those frames on the wire, headers included */
  bytesIn: number;
  /** client → server WebSocket frames (acknowledgements, messages, pongs, leaves, closes; `lean` only) */
  framesOut: number;
  /** TCP reads of the lean players after their upgrades (≈ the server's socket writes to them); 0 for the SDK */
  readsIn: number;
  /** pings the lean players read together with a data frame (sent in an event's write) */
  pingsWithData: number;
  /** this process's event-loop delay since the last collect (ms) */
  loopP99Ms: number;
  loopMaxMs: number;
  echoMessages: number;
  echoConnections: number;
}

export type FromGenerator = GeneratorStats | { kind: 'ready' } | { kind: 'echo_ready'; connections: number };
