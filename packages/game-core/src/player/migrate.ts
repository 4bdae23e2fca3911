import {
  CREDITED_PURCHASES_LIMIT,
  MAX_TICKETS,
  PLAYER_RECORD_VERSION,
  TICKET_REFILL_INTERVAL_MS,
  TOURNAMENT_IDS,
} from '../constants';
import { defaultDailyStreak } from '../daily/daily';
import { defaultTournamentRatings } from '../rating/glicko2';
import { defaultSolo } from '../solo/record';
import { defaultAds } from './defaults';
import type { OpenMatch } from './types';
import { TUTORIAL_FLAGS } from './types';
import { isSavedId } from './validate';

/**
 * What save format 1 kept beside the record, under keys of their own (LEGACY_MATCH_LEDGER_KEY and
 * LEGACY_PURCHASE_JOURNAL_KEY): their raw texts, null when absent. `saveText` is the record's own saved text,
 * which tells whether a credit the journal was applying had landed.
 */
export interface LegacySideKeys {
  readonly matchLedger?: string | null;
  readonly purchaseJournal?: string | null;
  readonly saveText?: string;
}

type Loose = Record<string, unknown>;

function isPlainObject(value: unknown): value is Loose {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A shallow copy of `parent[key]` when it is a plain object, so filling it never touches the input. */
function copyOf(parent: Loose, key: string): Loose | undefined {
  const value = Object.hasOwn(parent, key) ? parent[key] : undefined;
  return isPlainObject(value) ? { ...value } : undefined;
}

function fill(target: Loose, key: string, value: unknown): void {
  if (!Object.hasOwn(target, key) || target[key] === undefined) target[key] = value;
}

function migrateLegacy(save: Loose): void {
  const ads = copyOf(save, 'ads');
  if (ads === undefined) save.ads = defaultAds();
  else {
    fill(ads, 'adsBlocked', false);
    save.ads = ads;
  }
  const stats = copyOf(save, 'stats');
  if (stats !== undefined) {
    const { gamesPlayed, wins, losses } = stats;
    // A draw was neither a win nor a loss in the original app; what is left of gamesPlayed were draws.
    const draws =
      typeof gamesPlayed === 'number' && typeof wins === 'number' && typeof losses === 'number'
        ? Math.max(0, gamesPlayed - wins - losses)
        : 0;
    fill(stats, 'draws', draws);
    fill(stats, 'totalScore', 0);
    fill(stats, 'highestScore', 0);
    save.stats = stats;
  }
  const settings = copyOf(save, 'settings');
  if (settings !== undefined) {
    fill(settings, 'notificationPermissionDenied', false);
    fill(settings, 'theme', 'light');
    save.settings = settings;
  }
  const tutorials = copyOf(save, 'tutorials') ?? {};
  for (const flag of TUTORIAL_FLAGS) fill(tutorials, flag, false);
  save.tutorials = tutorials;
  fill(save, 'recentPlayerIds', []);
  fill(save, 'maxTickets', MAX_TICKETS);
  fill(save, 'ticketRefillInterval', TICKET_REFILL_INTERVAL_MS);
  fill(save, 'nextTicketTimestamp', null);
  save.version = 1;
}

/**
 * Version 1 → 2 (issue 14, solo modes): the `solo` block (first island open, no stars, all solo statistics 0)
 * and the two new tutorial flags `endless_guide` and `adventure_guide` (false). Nothing else changes, so a
 * player keeps every coin, item and duel statistic. A `solo` already present is left for validation to judge.
 */
function migrateV1ToV2(save: Loose): void {
  fill(save, 'solo', defaultSolo());
  const tutorials = copyOf(save, 'tutorials');
  if (tutorials !== undefined) {
    fill(tutorials, 'endless_guide', false);
    fill(tutorials, 'adventure_guide', false);
    save.tutorials = tutorials;
  }
  save.version = 2;
}

/**
 * Version 2 → 3 (issue 17): a new rating (1500 / 350 / 0.06) in every tournament and the daily block (no card
 * played, an empty streak without freezes). Nothing else changes.
 */
function migrateV2ToV3(save: Loose): void {
  fill(save, 'ratings', defaultTournamentRatings());
  fill(save, 'daily', { play: null, streak: defaultDailyStreak() });
  save.version = 3;
}

/**
 * Version 4 → 5 (issue 27): no player id yet (`identity: null`; the first duel creates one). Nothing else changes:
 * the ratings on the device stay until the server's first result replaces them.
 */
function migrateV4ToV5(save: Loose): void {
  fill(save, 'identity', null);
  save.version = 5;
}

/**
 * Version 5 → 6 (issue 25): an open match gains its seat's reconnection token, unknown for a save made before
 * (`reconnectionToken: null`: such a match cannot be rejoined and is settled at start as before).
 */
function migrateV5ToV6(save: Loose): void {
  const open = copyOf(save, 'openMatch');
  if (open !== undefined) {
    fill(open, 'reconnectionToken', null);
    save.openMatch = open;
  }
  save.version = 6;
}

function parseJson(text: string | null | undefined): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The open match of a format-1 match ledger (`{ open, settledIds }`); null when absent or unreadable. */
function ledgerOpenMatch(text: string | null | undefined): OpenMatch | null {
  const ledger = parseJson(text);
  if (!isPlainObject(ledger) || !isPlainObject(ledger.open)) return null;
  const { attemptId, tournament, matchId, paired } = ledger.open;
  if (!isSavedId(attemptId) || !(TOURNAMENT_IDS as readonly unknown[]).includes(tournament)) return null;
  if ((matchId !== null && !isSavedId(matchId)) || typeof paired !== 'boolean') return null;
  return {
    attemptId,
    tournament: tournament as OpenMatch['tournament'],
    matchId,
    paired,
    reconnectionToken: null,
  };
}

/**
 * The credited ids of a format-1 purchase journal (`{ credited, applying }`), plus the one it was applying
 * when the record saved under it is exactly the save that credit produced (the credit landed, its mark not).
 */
function journalCredited(text: string | null | undefined, saveText: string | undefined): string[] {
  const journal = parseJson(text);
  if (!isPlainObject(journal)) return [];
  const ids = Array.isArray(journal.credited) ? (journal.credited as unknown[]).filter(isSavedId) : [];
  const applying = journal.applying;
  if (
    isPlainObject(applying) &&
    isSavedId(applying.transactionId) &&
    typeof applying.expectedSave === 'string' &&
    applying.expectedSave === saveText
  ) {
    ids.push(applying.transactionId);
  }
  return [...new Set(ids)].slice(-CREDITED_PURCHASES_LIMIT);
}

/**
 * Version 3 → 4 (issue 12): the open match and the credited purchases move from their side keys into the record
 * (whatever version the save had, the side keys were written beside it until version 4).
 */
function migrateV3ToV4(save: Loose, side: LegacySideKeys): void {
  fill(save, 'openMatch', ledgerOpenMatch(side.matchLedger));
  fill(save, 'creditedPurchases', journalCredited(side.purchaseJournal, side.saveText));
  save.version = 4;
}

/**
 * Brings a parsed save up to the current format (PLAYER_RECORD_VERSION), without mutating `raw` and without
 * throwing; `validatePlayerRecord` then decides whether the result is acceptable.
 *
 * Accepted shapes:
 * - current (version 6): unchanged except for the language-flag fix below; `side` is ignored (the side keys
 *   of an older save are stale once a version-4 record is saved);
 * - version 5: an open match gains `reconnectionToken: null` (see `migrateV5ToV6`);
 * - version 4: gains `identity: null` (see `migrateV4ToV5`), then 5 → 6;
 * - version 3: `openMatch` comes from the match ledger's open match and `creditedPurchases` from the purchase
 *   journal (its credited ids, plus the credit it was applying when `side.saveText` is the save that credit
 *   produced); absent or unreadable side keys give null and [] (see `migrateV3ToV4`), then 4 → 5 and 5 → 6;
 * - version 2: gains `ratings` (the default in every tournament) and `daily` (see `migrateV2ToV3`), then 3 → 4, 4 → 5 and 5 → 6;
 * - version 1: gains the solo block and the flags `endless_guide` / `adventure_guide` (see `migrateV1ToV2`),
 *   then the 2 → 3, 3 → 4, 4 → 5 and 5 → 6 steps;
 * - legacy (no `version`, or version 0; the original app's save, spec §3): a missing `ads` block gets the
 *   defaults (0 clicks, no watches, limit 5, not blocked), a present one gains `adsBlocked: false`; the fields we
 *   added get defaults: stats.draws (gamesPlayed − wins − losses when that is ≥ 0, else 0), stats.totalScore 0,
 *   stats.highestScore 0, settings.notificationPermissionDenied false, settings.theme 'light', recentPlayerIds [],
 *   missing tutorial flags false, maxTickets 10, ticketRefillInterval 10 min, nextTicketTimestamp null; then the
 *   version 1 → 2, 2 → 3, 3 → 4, 4 → 5 and 5 → 6 steps.
 * Every version: if tutorials.username_setup_flow is true and initial_language_selected is unset or false,
 * it is set to true (spec §3: a player who chose a name already went past the language step).
 * Anything else (not an object, a newer version, missing profile/currencies/inventory/…) is returned as is
 * and fails validation.
 */
export function migratePlayer(raw: unknown, side: LegacySideKeys = {}): unknown {
  if (!isPlainObject(raw)) return raw;
  const save: Loose = { ...raw };
  const version = Object.hasOwn(save, 'version') ? save.version : undefined;
  if (
    version !== undefined &&
    version !== 0 &&
    version !== 1 &&
    version !== 2 &&
    version !== 3 &&
    version !== 4 &&
    version !== 5 &&
    version !== PLAYER_RECORD_VERSION
  )
    return raw;
  // Each step brings the save one version up; a save starts at the step of its own version.
  if (version === undefined || version === 0) migrateLegacy(save);
  if (save.version === 1) migrateV1ToV2(save);
  if (save.version === 2) migrateV2ToV3(save);
  if (save.version === 3) migrateV3ToV4(save, side);
  if (save.version === 4) migrateV4ToV5(save);
  if (save.version === 5) migrateV5ToV6(save);

  const tutorials = copyOf(save, 'tutorials');
  if (tutorials !== undefined && tutorials.username_setup_flow === true) {
    if (tutorials.initial_language_selected !== true) tutorials.initial_language_selected = true;
    save.tutorials = tutorials;
  }
  return save;
}
