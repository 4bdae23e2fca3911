import { mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

function linesOf(file: string): string[] {
  return readFileSync(file, 'utf8').trim().split('\n');
}

describe('createReportSink', () => {
  it('appends one JSON line per report, creating the folder, and says ok only once the line is written', async () => {
    const file = tempFile();
    const sink = createReportSink(file);
    const first = sink.submit(report, 1_000, 'a');
    const second = sink.submit({ ...report, roundIndex: 1 }, 1_001, 'a');
    expect(await first).toBe('ok');
    // by the time a report is ok, its line is in the file
    expect(linesOf(file)).toHaveLength(1);
    expect(await second).toBe('ok');
    const lines = linesOf(file);
    expect(lines.map((l) => (JSON.parse(l) as CardReport).roundIndex)).toEqual([0, 1]);
    expect(JSON.parse(lines[0] ?? '')).toEqual(report);
  });

  it('one address gets its own quota within the process budget; another address still reports', async () => {
    const sink = createReportSink(tempFile(), undefined, { perMinute: 6, perMinutePerAddress: 2 });
    const verdicts = await Promise.all(
      ['a', 'a', 'a', 'a', 'b', 'b', 'b', 'c', 'c', 'd', 'd'].map((address, i) =>
        sink.submit(report, 10_000 + i, address),
      ),
    );
    expect(verdicts).toEqual([
      'ok',
      'ok',
      'too_many_reports',
      'too_many_reports',
      'ok',
      'ok',
      'too_many_reports',
      'ok',
      'ok',
      // the process's 6 a minute are used up
      'too_many_reports',
      'too_many_reports',
    ]);
    // the next minute, everyone again
    expect(await sink.submit(report, 70_010, 'a')).toBe('ok');
    expect(await sink.submit(report, 70_011, 'd')).toBe('ok');
  });

  it("a report the process's budget refuses costs its address nothing", async () => {
    const sink = createReportSink(tempFile(), undefined, { perMinute: 2, perMinutePerAddress: 2 });
    expect(await sink.submit(report, 0, 'a')).toBe('ok');
    expect(await sink.submit(report, 1, 'a')).toBe('ok');
    // the process is full until 60 s: b's two tries are refused, and b's own minute starts at 50 s
    expect(await sink.submit(report, 50_000, 'b')).toBe('too_many_reports');
    expect(await sink.submit(report, 50_001, 'b')).toBe('too_many_reports');
    // the process's next minute, still inside b's: b has both of its reports
    expect(await sink.submit(report, 60_000, 'b')).toBe('ok');
    expect(await sink.submit(report, 60_001, 'b')).toBe('ok');
  });

  it('stops at the size cap, counting what the file already held, and takes reports again once it is moved away', async () => {
    const file = tempFile();
    const first = createReportSink(file);
    await first.submit(report, 0, 'a');
    const lineBytes = readFileSync(file).length;
    const sink = createReportSink(file, undefined, { maxBytes: lineBytes * 3 });
    const verdicts = [];
    for (let i = 0; i < 3; i++) verdicts.push(await sink.submit(report, 100 + i, `x${i}`));
    expect(verdicts).toEqual(['ok', 'ok', 'too_many_reports']);
    expect(linesOf(file)).toHaveLength(3);
    // an editor moves the full file away: the size is read again (at most every 5 s) and reports resume
    renameSync(file, `${file}.reviewed`);
    expect(await sink.submit(report, 200, 'y')).toBe('too_many_reports');
    expect(await sink.submit(report, 5_200, 'y')).toBe('ok');
    expect(linesOf(file)).toHaveLength(1);
  });

  it('a full disk: the report is not_saved (never ok), the error is reported, nothing is thrown', async () => {
    const errors: unknown[] = [];
    const sink = createReportSink('/dev/full', (e) => errors.push(e));
    const verdicts = await Promise.all([0, 1, 2].map((i) => sink.submit(report, i, `p${i}`)));
    expect(verdicts).toEqual(['not_saved', 'not_saved', 'not_saved']);
    expect((errors[0] as NodeJS.ErrnoException).code).toBe('ENOSPC');
  });

  it('a folder that cannot be made is not_saved too', async () => {
    const blocker = join(mkdtempSync(join(tmpdir(), 'gg-reports-')), 'file');
    writeFileSync(blocker, 'not a folder');
    const errors: unknown[] = [];
    const sink = createReportSink(join(blocker, 'card-reports.jsonl'), (e) => errors.push(e));
    expect(await sink.submit(report, 0, 'a')).toBe('not_saved');
    expect(errors.length).toBeGreaterThan(0);
  });
});
