import { appendFile, mkdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Clue, TournamentId } from '@goalguessr/game-core';

/** One "Report this card" as the reports file records it (one JSON object per line). */
export interface CardReport {
  /** server epoch ms */
  atMs: number;
  tournament: TournamentId;
  roundIndex: number;
  /** footballer id of the answer and its name */
  answerId: string;
  answerName: string;
  /** the four option names in display order */
  options: string[];
  /** every clue the card showed, in the order they came out */
  clues: Clue[];
  /** the reporter's session id (nothing else about the player) */
  reporter: string;
}

/** Where reports go when neither `reportsFile` nor REPORTS_FILE says otherwise (relative to the working dir). */
export const DEFAULT_REPORTS_FILE = 'reports/card-reports.jsonl';

/** ours: reports one server process accepts per minute; more are refused (`too_many_reports`) */
export const REPORTS_PER_MINUTE = 120;

/**
 * ours: reports one client address (an IPv6 /64) may make per minute, within the process's budget: a
 * household of players reporting every round of their matches fits (a match has 5 rounds and lasts about a
 * minute and a half); one vandal can no longer use up everyone's budget (the issue measured 5.7 s).
 */
export const REPORTS_PER_MINUTE_PER_ADDRESS = 15;

/**
 * ours: the reports file stops growing at this size (refused as `too_many_reports`) until an editor moves it
 * away, so a stream of reports can never fill the disk (120 a minute of ~1 KB would be 170 MB a day)
 */
export const REPORTS_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** At the size cap, the file's size is read again at most this often (an editor may have moved it away). */
const SIZE_RECHECK_MS = 5_000;
/** Bound on the addresses whose minute is remembered (the oldest are forgotten first). */
const MAX_TRACKED_ADDRESSES = 10_000;

/**
 * What became of a report: `ok` once its line is on disk (never before), `too_many_reports` over a budget or at
 * the size cap, `not_saved` when the write failed (a full disk, say): the player is told it was not sent.
 */
export type ReportVerdict = 'ok' | 'too_many_reports' | 'not_saved';

export interface ReportSink {
  /** Writes the report unless a budget or the size cap refuses it; resolves once the line is written (or not). */
  submit(report: CardReport, nowMs: number, address: string): Promise<ReportVerdict>;
  /** resolves when every report submitted so far is settled (tests) */
  flushed(): Promise<void>;
  readonly path: string;
}

export interface ReportLimits {
  perMinute?: number;
  perMinutePerAddress?: number;
  maxBytes?: number;
}

interface Minute {
  startMs: number;
  count: number;
}

/** A fixed one-minute window: true (and counted) while under `limit`. */
/** Whether `minute` (a fixed window started by its first report, restarted after 60 s) has room for one more. */
function hasRoom(minute: Minute, nowMs: number, limit: number): boolean {
  if (nowMs - minute.startMs >= 60_000 || nowMs < minute.startMs) {
    minute.startMs = nowMs;
    minute.count = 0;
  }
  return minute.count < limit;
}

/**
 * Appends reports to a JSON-lines file an editor can review. Writes are queued one after another so lines never
 * interleave; a report is `ok` only once its line is written, and a failed write is logged (`onError`) and told
 * to the player (`not_saved`). Budgets: per address (an IPv6 /64) and per process per minute, and the file's
 * size cap — read again from the disk when reached, so moving the file away is enough to take reports again.
 */
export function createReportSink(
  path: string,
  onError: (error: unknown) => void = () => undefined,
  limits: ReportLimits = {},
): ReportSink {
  const file = resolve(path);
  const perMinute = limits.perMinute ?? REPORTS_PER_MINUTE;
  const perAddress = limits.perMinutePerAddress ?? REPORTS_PER_MINUTE_PER_ADDRESS;
  const maxBytes = limits.maxBytes ?? REPORTS_FILE_MAX_BYTES;
  const processMinute: Minute = { startMs: Number.NEGATIVE_INFINITY, count: 0 };
  const addressMinutes = new Map<string, Minute>();
  /** the file's size as last read, plus what was written since (lines being written included) */
  let bytes = 0;
  let sizeReadAtMs = Number.NEGATIVE_INFINITY;
  const readSize = async (nowMs: number): Promise<void> => {
    sizeReadAtMs = nowMs;
    try {
      bytes = (await stat(file)).size;
    } catch (error) {
      bytes = 0;
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onError(error);
    }
  };
  // What is already in the file counts towards the cap; every write waits for this first read.
  let queue: Promise<unknown> = readSize(Number.NEGATIVE_INFINITY);

  const withinBudgets = (nowMs: number, address: string): boolean => {
    let minute = addressMinutes.get(address);
    if (minute === undefined) {
      minute = { startMs: nowMs, count: 0 };
      if (addressMinutes.size >= MAX_TRACKED_ADDRESSES) {
        const oldest = addressMinutes.keys().next().value;
        if (oldest !== undefined) addressMinutes.delete(oldest);
      }
    }
    addressMinutes.delete(address);
    addressMinutes.set(address, minute);
    // a report the process's budget refuses costs its address nothing
    if (!hasRoom(minute, nowMs, perAddress) || !hasRoom(processMinute, nowMs, perMinute)) return false;
    minute.count += 1;
    processMinute.count += 1;
    return true;
  };

  const write = async (line: string, size: number, nowMs: number): Promise<ReportVerdict> => {
    if (bytes + size > maxBytes && nowMs - sizeReadAtMs >= SIZE_RECHECK_MS) await readSize(nowMs);
    if (bytes + size > maxBytes) return 'too_many_reports';
    bytes += size;
    try {
      // the folder is made on the first report, so a server that never gets one leaves no trace on disk
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, line, 'utf8');
      return 'ok';
    } catch (error) {
      bytes -= size;
      onError(error);
      return 'not_saved';
    }
  };

  return {
    path: file,
    submit(report, nowMs, address) {
      if (!withinBudgets(nowMs, address)) return Promise.resolve('too_many_reports');
      const line = `${JSON.stringify(report)}\n`;
      const written = queue.then(() => write(line, Buffer.byteLength(line), nowMs));
      queue = written;
      return written;
    },
    flushed: () => queue.then(() => undefined),
  };
}
