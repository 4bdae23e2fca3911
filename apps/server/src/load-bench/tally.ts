import type { FrameCounts, GeneratorKind, GeneratorStats } from './protocol';

const ERROR_SAMPLES = 8;

/**
 * What a generator's simulated players did since the last collect: latencies, joins, errors and the frames
 * the server sent them. One instance per generator process, shared by its players; `take()` hands the figures
 * over and starts afresh.
 */
export class Tally {
  answerLatencies: number[] = [];
  pairLatencies: number[] = [];
  joins = 0;
  joinErrors = 0;
  joinRefusals = 0;
  matchErrors = 0;
  answers = 0;
  powerUps = 0;
  deliberateLeaves = 0;
  errorSamples: string[] = [];
  framesIn: FrameCounts = {};
  bytesIn = 0;
  framesOut = 0;
  readsIn = 0;
  pingsWithData = 0;
  echoMessages = 0;
  echoConnections = 0;

  frame(kind: string): void {
    this.framesIn[kind] = (this.framesIn[kind] ?? 0) + 1;
  }

  frames(kind: string, count: number): void {
    if (count > 0) this.framesIn[kind] = (this.framesIn[kind] ?? 0) + count;
  }

  error(text: string): void {
    if (this.errorSamples.length < ERROR_SAMPLES) this.errorSamples.push(text.slice(0, 200));
  }

  matchError(text: string): void {
    this.matchErrors += 1;
    this.error(text);
  }

  take(
    generator: GeneratorKind,
    extra: { connected: number; loopP99Ms: number; loopMaxMs: number },
  ): GeneratorStats {
    const stats: GeneratorStats = {
      kind: 'stats',
      generator,
      answerLatencies: this.answerLatencies,
      pairLatencies: this.pairLatencies,
      joins: this.joins,
      joinErrors: this.joinErrors,
      joinRefusals: this.joinRefusals,
      matchErrors: this.matchErrors,
      answers: this.answers,
      powerUps: this.powerUps,
      deliberateLeaves: this.deliberateLeaves,
      errorSamples: this.errorSamples,
      framesIn: this.framesIn,
      bytesIn: this.bytesIn,
      framesOut: this.framesOut,
      readsIn: this.readsIn,
      pingsWithData: this.pingsWithData,
      echoMessages: this.echoMessages,
      echoConnections: this.echoConnections,
      ...extra,
    };
    Object.assign(this, new Tally());
    return stats;
  }
}
