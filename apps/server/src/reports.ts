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
 * ours: the reports file stops growing at this size (refused as `too_many_reports`) until an editor moves it
 * away, so a stream of reports can never fill the disk (120 a minute of ~1 KB would be 170 MB a day)
 */
export const REPORTS_FILE_MAX_BYTES = 20 * 1024 * 1024;

export interface ReportSink {
  /** false when the per-minute limit or the file's size cap is reached (nothing written) */
  accept(report: CardReport, nowMs: number): boolean;
  /** resolves when every accepted report is on disk (tests) */
  flushed(): Promise<void>;
  readonly path: string;
}

/**
 * Appends reports to a JSON-lines file an editor can review. Writes are queued one after another so lines never
 * interleave; a write error goes to `onError` (the server's log) and never reaches a player.
 */
export function createReportSink(
  path: string,
  onError: (error: unknown) => void = () => undefined,
  limits: { perMinute?: number; maxBytes?: number } = {},
): ReportSink {
  const file = resolve(path);
  const perMinute = limits.perMinute ?? REPORTS_PER_MINUTE;
  const maxBytes = limits.maxBytes ?? REPORTS_FILE_MAX_BYTES;
  // What is already in the file counts towards the cap; until stat answers, the cap counts what is queued.
  let bytes = 0;
  let queue: Promise<void> = stat(file).then(
    (s) => {
      bytes += s.size;
    },
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') onError(error);
    },
  );
  let windowStartMs = Number.NEGATIVE_INFINITY;
  let inWindow = 0;
  return {
    path: file,
    accept(report, nowMs) {
      if (nowMs - windowStartMs >= 60_000) {
        windowStartMs = nowMs;
        inWindow = 0;
      }
      const line = `${JSON.stringify(report)}\n`;
      const size = Buffer.byteLength(line);
      if (inWindow >= perMinute || bytes + size > maxBytes) return false;
      inWindow += 1;
      bytes += size;
      // The folder is made on the first report, so a server that never gets one leaves no trace on disk.
      queue = queue
        .then(() => mkdir(dirname(file), { recursive: true }))
        .then(() => appendFile(file, line, 'utf8'))
        .catch((error: unknown) => onError(error));
      return true;
    },
    flushed: () => queue,
  };
}
