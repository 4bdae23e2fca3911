import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createReportSink, type CardReport } from './reports';

const report: CardReport = {
  atMs: 1,
  tournament: 'rookie',
  roundIndex: 0,
  answerId: 'ferenc-puskas-1927-04-01',
  answerName: 'Ferenc Puskás',
  options: ['Ferenc Puskás', 'Sándor Kocsis', 'Nándor Hidegkuti', 'Zoltán Czibor'],
  clues: [{ kind: 'position', position: 'FW' }],
  reporter: 'abc',
};

function tempFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'gg-reports-')), 'nested', 'card-reports.jsonl');
}

describe('createReportSink', () => {
  it('appends one JSON line per accepted report, creating the folder', async () => {
    const file = tempFile();
    const sink = createReportSink(file);
    expect(sink.accept(report, 1_000)).toBe(true);
    expect(sink.accept({ ...report, roundIndex: 1 }, 1_001)).toBe(true);
    await sink.flushed();
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as CardReport).roundIndex)).toEqual([0, 1]);
    expect(JSON.parse(lines[0] ?? '')).toEqual(report);
  });

  it('refuses beyond the per-minute limit and accepts again in the next minute', async () => {
    const file = tempFile();
    const sink = createReportSink(file, undefined, { perMinute: 3 });
    const accepted = [0, 1, 2, 3, 4].map((i) => sink.accept(report, 10_000 + i));
    expect(accepted).toEqual([true, true, true, false, false]);
    expect(sink.accept(report, 70_000)).toBe(true);
    await sink.flushed();
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(4);
  });

  it('stops at the size cap, counting what the file already held', async () => {
    const file = tempFile();
    const first = createReportSink(file);
    first.accept(report, 0);
    await first.flushed();
    const lineBytes = readFileSync(file).length;
    const sink = createReportSink(file, undefined, { maxBytes: lineBytes * 3 });
    await sink.flushed();
    expect([sink.accept(report, 1), sink.accept(report, 2), sink.accept(report, 3)]).toEqual([
      true,
      true,
      false,
    ]);
    await sink.flushed();
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(3);
  });

  it('reports a write failure to its caller instead of throwing', async () => {
    const blocker = join(mkdtempSync(join(tmpdir(), 'gg-reports-')), 'file');
    writeFileSync(blocker, 'not a folder');
    const errors: unknown[] = [];
    const sink = createReportSink(join(blocker, 'card-reports.jsonl'), (e) => errors.push(e));
    expect(sink.accept(report, 0)).toBe(true);
    await sink.flushed();
    expect(errors.length).toBeGreaterThan(0);
  });
});
