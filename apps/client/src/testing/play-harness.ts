import { createNewPlayer, type PlayerRecord } from '@goalguessr/game-core';

import type { PlayEffect, PlayReducer } from '../lib/play/session';

/**
 * The session runner's part, played by a reducer test without any mock: each event gets the moment and the
 * current record, `save` effects become the record, every effect is kept for the assertions. Timers and the
 * port are the test's: it dispatches their answers itself.
 */
export class PlayHarness<State, Input, Message> {
  record: PlayerRecord = { ...createNewPlayer(), loaded: true };
  effects: PlayEffect<Input, Message>[] = [];

  constructor(
    private readonly reducer: PlayReducer<State, Input, Message>,
    public state: State,
    public nowMs = 1_770_000_000_000,
  ) {}

  send(input: Input): PlayEffect<Input, Message>[] {
    const step = this.reducer(this.state, { ...input, nowMs: this.nowMs, record: this.record });
    this.state = step.state;
    for (const effect of step.effects) if (effect.kind === 'save') this.record = effect.record;
    this.effects.push(...step.effects);
    return step.effects;
  }

  /** Each effect in short: `cue:wrong`, `send:deal`, `schedule:tick`, `cancel:tick`, `save`, `navigate`. */
  kinds(effects: PlayEffect<Input, Message>[] = this.effects): string[] {
    return effects.map((e) => {
      switch (e.kind) {
        case 'cue':
          return `cue:${e.cue}`;
        case 'music':
          return `music:${String(e.slot)}`;
        case 'send':
          return `send:${(e.message as { type: string }).type}`;
        case 'schedule':
        case 'cancel':
          return `${e.kind}:${e.timer}`;
        default:
          return e.kind;
      }
    });
  }

  /** The messages sent to the port, in order. */
  sent(effects: PlayEffect<Input, Message>[] = this.effects): Message[] {
    return effects.flatMap((e) => (e.kind === 'send' ? [e.message] : []));
  }
}
