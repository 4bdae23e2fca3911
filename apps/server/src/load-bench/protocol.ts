/** Messages between the load bench (parent) and its generator processes (IPC). */

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
    }
  /** open `connections` raw WebSockets to an echo server and send `messagesPerSecond` in total */
  | { kind: 'echo'; url: string; connections: number; messagesPerSecond: number }
  /** stop echo traffic and close its sockets */
  | { kind: 'echo_stop' }
  /** report what happened since the last collect */
  | { kind: 'collect' }
  | { kind: 'stop' };

export interface GeneratorStats {
  kind: 'stats';
  /** ms from sending match:answer (or a golden shot) to its match:answer_result */
  answerLatencies: number[];
  /** ms from calling joinOrCreate to the room leaving `searching` */
  pairLatencies: number[];
  joins: number;
  joinErrors: number;
  /** unexpected disconnects, match:void, match:error replies */
  matchErrors: number;
  answers: number;
  powerUps: number;
  deliberateLeaves: number;
  /** players with an open room right now */
  connected: number;
  /** the first few error messages, to tell what went wrong */
  errorSamples: string[];
  echoMessages: number;
  echoConnections: number;
}

export type FromGenerator = GeneratorStats | { kind: 'ready' } | { kind: 'echo_ready'; connections: number };
