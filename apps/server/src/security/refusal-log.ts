/** What was refused: a room message, a raw frame, a flooding client, an HTTP request or a connection. */
export type RefusalKind =
  'message' | 'frame' | 'flood' | 'http' | 'connection' | 'join' | 'handler' | 'friend' | 'api' | 'ladder';

export interface RefusalLogOptions {
  /** where the lines go (the server's logger) */
  warn: (line: string) => void;
  /** one line per (kind, reason) per window; later ones are counted and reported with the next line */
  windowMs?: number;
  /** bound on the distinct keys remembered (hostile input must not grow memory) */
  maxKeys?: number;
  now?: () => number;
}

interface Entry {
  loggedAtMs: number;
  suppressed: number;
}

const DEFAULT_WINDOW_MS = 10_000;
const DEFAULT_MAX_KEYS = 2_000;

/**
 * Operator-readable logs for expected hostile input: one short line per refused kind and reason, at most once
 * per window, naming the room (or address) of that refusal and how many similar ones were not printed since.
 * Never a stack trace: a refused input is not a server error.
 */
export class RefusalLog {
  private readonly entries = new Map<string, Entry>();
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;
  /** lines printed so far (tests and /metrics read it) */
  printed = 0;
  /** refusals counted, printed or not */
  counted = 0;

  constructor(private readonly options: RefusalLogOptions) {
    this.windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
    this.maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
    this.now = options.now ?? Date.now;
  }

  /** `where` is a room id or an address; `reason` a short code. Both are cut to keep a line short. */
  refused(where: string, kind: RefusalKind, reason: string): void {
    this.counted += 1;
    const place = printable(where, 48);
    const why = printable(reason, 60);
    // Keyed by kind and reason only: an attacker opening room after room must not get a line per room.
    const key = `${kind}|${why}`;
    const nowMs = this.now();
    const entry = this.entries.get(key);
    if (entry !== undefined && nowMs - entry.loggedAtMs < this.windowMs) {
      entry.suppressed += 1;
      return;
    }
    const more =
      entry !== undefined && entry.suppressed > 0
        ? ` (+${entry.suppressed} more in the previous ${Math.round(this.windowMs / 1000)} s)`
        : '';
    this.entries.delete(key);
    this.entries.set(key, { loggedAtMs: nowMs, suppressed: 0 });
    this.prune(nowMs);
    this.printed += 1;
    this.options.warn(`[refused] ${kind} ${why} (${place})${more}`);
  }

  private prune(nowMs: number): void {
    if (this.entries.size <= this.maxKeys) return;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxKeys) return;
      // Map order is insertion order, refreshed on every print: the first entries are the oldest.
      if (nowMs - entry.loggedAtMs >= this.windowMs || this.entries.size > this.maxKeys)
        this.entries.delete(key);
    }
  }
}

/** A value from a hostile client as a short single-line string, without ever calling its toString. */
export function printable(value: unknown, maxChars = 40): string {
  let text: string;
  switch (typeof value) {
    case 'string':
      text = value;
      break;
    case 'number':
    case 'boolean':
    case 'bigint':
      text = `${value}`;
      break;
    case 'undefined':
      text = 'undefined';
      break;
    default:
      text = value === null ? 'null' : `<${typeof value}>`;
  }
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?');
  return clean.length > maxChars ? `${clean.slice(0, maxChars)}…` : clean;
}

/** An error as a short single line: its name, message and where it was thrown, without the stack. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return printable(error);
  const frame = error.stack?.split('\n')[1]?.trim() ?? '';
  return `${error.name}: ${printable(error.message, 80)} ${printable(frame, 100)}`;
}

/**
 * A writer of one kind of line at most once per `windowMs` (10 s): the ones in between are counted into the
 * next line, so a fault that repeats (a full disk under a stream of reports) is a few lines, not one per event.
 */
export function throttledLines<T>(
  clock: { now(): number },
  write: (line: string) => void,
  describe: (event: T) => string,
  windowMs = 10_000,
): (event: T) => void {
  let lastAtMs = Number.NEGATIVE_INFINITY;
  let heldBack = 0;
  return (event) => {
    const nowMs = clock.now();
    if (nowMs - lastAtMs < windowMs) {
      heldBack += 1;
      return;
    }
    const more = heldBack > 0 ? ` (+${heldBack} more in the previous ${Math.round(windowMs / 1000)} s)` : '';
    lastAtMs = nowMs;
    heldBack = 0;
    write(`${describe(event)}${more}`);
  };
}
