import type { Presence } from '@colyseus/core';
import {
  FRIEND_CODE_LOOKUP_WINDOW_MS,
  FRIEND_CODE_LOOKUPS_PER_WINDOW,
  TOURNAMENT_IDS,
  generateFriendCode,
  normalizeFriendCode,
  type Rng,
  type TournamentId,
} from '@goalguessr/game-core';
import type { FriendLookupErrorCode, FriendLookupResponse } from '@goalguessr/protocol';
import { isPublicName } from '../ladder/public-name';

/** What the presence keeps per code; JSON under `goalguessr:friend:<CODE>`. */
interface CodeEntry {
  roomId: string;
  tournament: TournamentId;
  expiresAtMs: number;
  /** `open`: waiting for the friend; `started`: both are in; `cancelled`: the host left before the friend came */
  status: 'open' | 'started' | 'cancelled';
  /** the host's username once the host sat down, if the profanity filter lets it be shown (else absent) */
  hostName?: string;
}

/** How long a code is remembered after it expired, so a late friend hears "expired" rather than "wrong code". */
export const FRIEND_CODE_TOMBSTONE_MS = 60 * 60_000;
/** Draws before giving up on a code nobody holds (2^40 codes: a second draw is already a rarity). */
const MAX_CODE_DRAWS = 8;

const CODE_KEY_PREFIX = 'goalguessr:friend:';
const LOOKUPS_KEY_PREFIX = 'goalguessr:friend-lookups:';
const MISSES_KEY_PREFIX = 'goalguessr:friend-misses:';
const MISSES_FIELD = 'n';

/**
 * ours: look-ups of well-formed codes nobody holds, from everyone together, per look-up window (10 minutes),
 * counted in the presence so every process shares the count. Beyond it every look-up is refused until the
 * window ends. Whoever guesses from many addresses (a botnet) gets at most 144,000 guesses a day for the whole
 * server: with 10,000 codes live at once, one hit every ~2 years (1,000 × 144 × 10^4 / 2^40 ≈ 1.3 × 10^-3 a
 * day). A player who mistypes a code is a miss too: 1,000 per 10 minutes leaves room for many of them.
 */
export const FRIEND_CODE_MISSES_PER_WINDOW = 1_000;

export type LookupResult =
  | { ok: true; status: number; body: FriendLookupResponse }
  | { ok: false; status: number; error: FriendLookupErrorCode };

export interface FriendCodeLimits {
  /** look-ups per client address (an IPv6 /64) per window */
  lookupsPerWindow: number;
  lookupWindowMs: number;
  /** misses per window from everyone together (FRIEND_CODE_MISSES_PER_WINDOW) */
  missesPerWindow: number;
}

export const DEFAULT_FRIEND_CODE_LIMITS: Readonly<FriendCodeLimits> = {
  lookupsPerWindow: FRIEND_CODE_LOOKUPS_PER_WINDOW,
  lookupWindowMs: FRIEND_CODE_LOOKUP_WINDOW_MS,
  missesPerWindow: FRIEND_CODE_MISSES_PER_WINDOW,
};

/** Told once per window and process when the server-wide miss budget trips (a log line, a metric). */
export type MissBudgetTripped = (misses: number, windowEndsAtMs: number) => void;

function parseEntry(raw: unknown): CodeEntry | null {
  if (typeof raw !== 'string') return null;
  try {
    const entry = JSON.parse(raw) as Partial<CodeEntry>;
    if (typeof entry.roomId !== 'string' || typeof entry.expiresAtMs !== 'number') return null;
    if (!(TOURNAMENT_IDS as readonly string[]).includes(entry.tournament ?? '')) return null;
    if (typeof entry.hostName !== 'string') delete entry.hostName;
    return entry as CodeEntry;
  } catch {
    return null;
  }
}

/** `{ hostName }` when the name may be shown (the leaderboard's profanity filter), else nothing. */
function shownName(hostName: string | null): { hostName?: string } {
  return hostName !== null && isPublicName(hostName) ? { hostName } : {};
}

/**
 * The codes of private duels, kept in the Colyseus presence: in memory for one process, in Redis when several
 * share it, so a code made on one process is found from any other. A code maps to its room id until it expires,
 * plus a tombstone of FRIEND_CODE_TOMBSTONE_MS that tells an expired or cancelled code from a wrong one.
 * Look-ups are counted per client address in the same presence (fixed windows), server-wide.
 */
export class FriendCodes {
  /** the last window this process reported the miss budget tripped in */
  private trippedWindow = Number.NaN;

  constructor(
    private readonly presence: () => Presence,
    private readonly limits: FriendCodeLimits = DEFAULT_FRIEND_CODE_LIMITS,
    private readonly onMissBudgetTripped: MissBudgetTripped = () => {},
  ) {}

  /** A fresh code for `roomId`, valid until `expiresAtMs`. */
  async reserve(
    roomId: string,
    tournament: TournamentId,
    expiresAtMs: number,
    nowMs: number,
    rng: Rng,
  ): Promise<string> {
    for (let draw = 0; draw < MAX_CODE_DRAWS; draw++) {
      const code = generateFriendCode(rng);
      const taken: unknown = await this.presence().get(CODE_KEY_PREFIX + code);
      if (taken !== undefined && taken !== null) continue;
      await this.write(code, { roomId, tournament, expiresAtMs, status: 'open' }, nowMs);
      return code;
    }
    throw new Error('no free friend code');
  }

  /**
   * Writes a waiting duel's code again unless the presence still has it (Redis came back empty after an
   * outage): the friend can still look it up.
   */
  async restore(
    code: string,
    roomId: string,
    tournament: TournamentId,
    expiresAtMs: number,
    nowMs: number,
    hostName: string | null,
  ): Promise<void> {
    if ((await this.entry(code)) !== null) return;
    await this.write(
      code,
      { roomId, tournament, expiresAtMs, status: 'open', ...shownName(hostName) },
      nowMs,
    );
  }

  /**
   * The host sat down: its code names it from now on ("Kaka22 invited you"), unless the profanity filter refuses
   * the name. Only a code still open is written.
   */
  async nameHost(code: string, hostName: string, nowMs: number): Promise<void> {
    const entry = await this.entry(code);
    if (entry === null || entry.status !== 'open') return;
    await this.write(code, { ...entry, ...shownName(hostName) }, nowMs);
  }

  /** The entry of a code, or null (unknown, malformed). */
  async entry(code: string): Promise<CodeEntry | null> {
    return parseEntry(await this.presence().get(CODE_KEY_PREFIX + code));
  }

  /** Whether `code` lets a player into `roomId` now: it names that room, is open and has not expired. */
  async admits(
    code: string,
    roomId: string,
    nowMs: number,
  ): Promise<'ok' | 'friend_code_invalid' | 'friend_code_expired'> {
    const entry = await this.entry(code);
    if (entry === null || entry.roomId !== roomId) return 'friend_code_invalid';
    if (entry.status === 'cancelled' || nowMs >= entry.expiresAtMs) return 'friend_code_expired';
    return 'ok';
  }

  /** The friend is in (`started`), or the duel ended before (`cancelled`): later look-ups say so. */
  async mark(code: string, status: 'started' | 'cancelled', nowMs: number): Promise<void> {
    const entry = await this.entry(code);
    if (entry === null) return;
    await this.write(code, { ...entry, status }, nowMs);
  }

  /**
   * `GET /friend/<typed>` from `address`: every look-up counts against the address's allowance first (so
   * guessing costs the same whether it hits or not), then the code is read.
   */
  async lookup(typed: string, address: string, nowMs: number): Promise<LookupResult> {
    const { lookupWindowMs, lookupsPerWindow, missesPerWindow } = this.limits;
    const window = Math.floor(nowMs / lookupWindowMs);
    const ttlSeconds = Math.ceil(lookupWindowMs / 1000);
    const presence = this.presence();
    const used = await presence.hincrbyex(LOOKUPS_KEY_PREFIX + String(window), address, 1, ttlSeconds);
    if (used > lookupsPerWindow) return { ok: false, status: 429, error: 'rate_limited' };
    // everyone's misses of this window: once over the budget, nobody looks up until the window ends
    const missesKey = MISSES_KEY_PREFIX + String(window);
    const missed = Number((await presence.hget(missesKey, MISSES_FIELD)) ?? 0);
    if (missed >= missesPerWindow) {
      this.tripped(window, missed);
      return { ok: false, status: 429, error: 'rate_limited' };
    }
    const code = normalizeFriendCode(typed);
    if (code === null) return { ok: false, status: 400, error: 'friend_code_invalid' };
    const entry = await this.entry(code);
    if (entry === null) {
      const misses = await presence.hincrbyex(missesKey, MISSES_FIELD, 1, ttlSeconds);
      if (misses >= missesPerWindow) this.tripped(window, misses);
      return { ok: false, status: 404, error: 'friend_code_invalid' };
    }
    if (entry.status === 'cancelled') return { ok: false, status: 410, error: 'friend_code_cancelled' };
    if (entry.status === 'started') return { ok: false, status: 409, error: 'friend_duel_started' };
    if (nowMs >= entry.expiresAtMs) return { ok: false, status: 410, error: 'friend_code_expired' };
    return {
      ok: true,
      status: 200,
      body: {
        roomId: entry.roomId,
        tournament: entry.tournament,
        expiresAtMs: entry.expiresAtMs,
        ...shownName(entry.hostName ?? null),
      },
    };
  }

  private tripped(window: number, misses: number): void {
    if (this.trippedWindow === window) return;
    this.trippedWindow = window;
    this.onMissBudgetTripped(misses, (window + 1) * this.limits.lookupWindowMs);
  }

  private async write(code: string, entry: CodeEntry, nowMs: number): Promise<void> {
    const keepMs = Math.max(0, entry.expiresAtMs - nowMs) + FRIEND_CODE_TOMBSTONE_MS;
    await this.presence().setex(CODE_KEY_PREFIX + code, JSON.stringify(entry), Math.ceil(keepMs / 1000));
  }
}
