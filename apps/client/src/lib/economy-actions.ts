import {
  adsLeftToday,
  buyBlockAds,
  buyPowerUp,
  buySkin,
  buyTicketPackage,
  claimRewardedAd,
  equipSkin,
  ok,
  registerInterstitialClick,
} from '@goalguessr/game-core';

import { ads } from '../platform/ads';
import type { SoundCue } from '../services/audio-service';
import { playSound } from '../services/feedback';
import { usePlayerStore, type RecordRule } from '../state/player-store';

/** The outcome of an economy action: accepted, or the game-core reason (or `not_ready` before the load). */
export type ActionResult<R extends string> = { ok: true } | { ok: false; reason: R | 'not_ready' };

/**
 * Applies a game-core rule to the live record (the store saves the new record at once), keeping its reason;
 * an accepted change plays `cue`, so each action sounds as it should without guessing from record diffs.
 */
function run<R extends string>(rule: RecordRule<R>, cue: SoundCue | null = null): ActionResult<R> {
  const result = usePlayerStore.getState().apply(rule);
  if (!result.ok) return { ok: false, reason: result.reason };
  if (cue !== null) playSound(cue);
  return { ok: true };
}

/** The player's zone offset east of UTC in minutes, as game-core's calendar day expects it. */
export function localTzOffsetMinutes(): number {
  return -new Date().getTimezoneOffset();
}

/**
 * The shop and buy-page purchases. Each changes currency and inventory in one record change, saved at once,
 * so the currency bar (which reads the same store) updates in the same render.
 */
export const economyActions = {
  buyPowerUp: (powerUpId: string) => run((r) => buyPowerUp(r, powerUpId, 1), 'purchase'),
  buySkin: (slot: string, skinId: string) => run((r) => buySkin(r, slot, skinId), 'purchase'),
  equipSkin: (slot: string, skinId: string) => run((r) => equipSkin(r, slot, skinId)),
  buyTicketPackage: (packageId: string, nowMs: number) =>
    run((r) => buyTicketPackage(r, packageId, nowMs), 'purchase'),
  buyBlockAds: () => run(buyBlockAds),
};

export type RewardedAdOutcome =
  | { ok: true }
  | { ok: false; reason: 'daily_ad_limit_reached' | 'ad_not_fully_watched' | 'ad_error' | 'not_ready' };

/**
 * Plays one rewarded ad and pays REWARDED_AD_COINS when it was watched to the end (spec §4). The daily limit is
 * checked before any ad is shown; an ad closed early or that fails gives nothing and does not count.
 */
export async function watchRewardedAd(): Promise<RewardedAdOutcome> {
  const record = usePlayerStore.getState().record;
  if (record === null) return { ok: false, reason: 'not_ready' };
  if (adsLeftToday(record, Date.now(), localTzOffsetMinutes()) === 0) {
    return { ok: false, reason: 'daily_ad_limit_reached' };
  }
  const end = await ads().showRewarded();
  if (end === 'error') return { ok: false, reason: 'ad_error' };
  const result = run(
    (r) => claimRewardedAd(r, { watchedFully: end === 'watched' }, Date.now(), localTzOffsetMinutes()),
    'coin',
  );
  if (result.ok) return result;
  return { ok: false, reason: result.reason === 'invalid_time' ? 'ad_error' : result.reason };
}

/**
 * Counts one click toward the interstitial rhythm (spec §4: every 5th counted click) and shows the
 * interstitial when game-core calls for one, which it never does once ads are blocked. Counted clicks: switching
 * a shop tab and choosing a package on the buy page. Returns whether an interstitial was shown.
 */
export function countInterstitialClick(): boolean {
  let show = false;
  usePlayerStore.getState().apply((record) => {
    const next = registerInterstitialClick(record);
    show = next.showInterstitial;
    return ok(next.state);
  });
  if (show) void ads().showInterstitial();
  return show;
}
