import { frameProblem, type FrameProblem } from './frame-gate';

/** What to do with one frame of a room client. */
export type FrameVerdict = 'pass' | 'drop' | 'flood' | FrameProblem;

/** A client's message count in its current one-second window, and whether it was cut off. */
interface ClientState {
  windowEndsAtMs: number;
  count: number;
  cutOff: boolean;
}

/**
 * Every frame a room client sends passes here before Colyseus decodes it: more than `maxMessagesPerSecond`
 * within one second is a flood, an undecodable frame is refused (both cut the client off), and whatever still
 * arrives from a client already cut off is dropped unread. Each client's count is kept on the client object
 * itself, under the gate's own symbol: a WeakMap entry per client is an ephemeron, which every full garbage
 * collection processes apart (with the transport's, ~15 ms of its pause at 10,000 sockets, issue 29).
 */
export class ClientGate {
  private readonly state = Symbol('client gate');

  constructor(private readonly maxMessagesPerSecond: number) {}

  admit(client: object, frame: unknown, nowMs: number): FrameVerdict {
    const held = client as Record<symbol, ClientState | undefined>;
    let state = held[this.state];
    if (state === undefined) {
      state = { windowEndsAtMs: nowMs + 1000, count: 1, cutOff: false };
      held[this.state] = state;
    } else if (state.cutOff) {
      return 'drop';
    } else if (nowMs >= state.windowEndsAtMs) {
      state.windowEndsAtMs = nowMs + 1000;
      state.count = 1;
    } else if (++state.count > this.maxMessagesPerSecond) {
      state.cutOff = true;
      return 'flood';
    }
    const problem = frame instanceof Uint8Array ? frameProblem(frame) : 'empty_frame';
    if (problem === null) return 'pass';
    state.cutOff = true;
    return problem;
  }
}
