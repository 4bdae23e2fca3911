import { frameProblem, type FrameProblem } from './frame-gate';

/** What to do with one frame of a room client. */
export type FrameVerdict = 'pass' | 'drop' | 'flood' | FrameProblem;

interface Counter {
  windowEndsAtMs: number;
  count: number;
}

/**
 * Every frame a room client sends passes here before Colyseus decodes it: more than `maxMessagesPerSecond`
 * within one second is a flood, an undecodable frame is refused (both cut the client off), and whatever still
 * arrives from a client already cut off is dropped unread.
 */
export class ClientGate {
  private readonly counters = new WeakMap<object, Counter>();
  private readonly cutOff = new WeakSet<object>();

  constructor(private readonly maxMessagesPerSecond: number) {}

  admit(client: object, frame: unknown, nowMs: number): FrameVerdict {
    if (this.cutOff.has(client)) return 'drop';
    const counter = this.counters.get(client);
    if (counter === undefined || nowMs >= counter.windowEndsAtMs) {
      this.counters.set(client, { windowEndsAtMs: nowMs + 1000, count: 1 });
    } else if (++counter.count > this.maxMessagesPerSecond) {
      this.cutOff.add(client);
      return 'flood';
    }
    const problem = frame instanceof Uint8Array ? frameProblem(frame) : 'empty_frame';
    if (problem === null) return 'pass';
    this.cutOff.add(client);
    return problem;
  }
}
