import { REWARDED_AD_COINS, adsLeftToday } from '@goalguessr/game-core';
import { useTranslation } from 'react-i18next';

import { localTzOffsetMinutes } from '../../lib/economy-actions';
import { useNow } from '../../lib/use-now';
import { usePlayer } from '../../state/player-store';

/** Free moneys for a rewarded ad, with the ads left today (the count moves on at local midnight). */
export function RewardedAdSection({ busy, onWatch }: { busy: boolean; onWatch: () => void }) {
  const { t } = useTranslation();
  const record = usePlayer();
  const nowMs = useNow(30_000);
  const adsLeft = adsLeftToday(record, nowMs, localTzOffsetMinutes());
  return (
    <section className="gg-card gg-buy-section" aria-label={t('buy.rewarded.title')}>
      <h2 className="gg-card__title">{t('buy.rewarded.title')}</h2>
      <p>{t('buy.rewarded.body', { count: REWARDED_AD_COINS })}</p>
      <p className="gg-muted" data-testid="ads-left" id="gg-ads-left">
        {t('buy.rewarded.left', { left: adsLeft, limit: record.ads.dailyAdLimit })}
      </p>
      {/* With none left the button says so before a tap (dimmed, the count read with it); a tap still
          answers with the limit message. */}
      <button
        type="button"
        className="gg-button gg-button--primary gg-button--block"
        disabled={busy}
        aria-disabled={adsLeft === 0}
        aria-describedby="gg-ads-left"
        onClick={onWatch}
      >
        {t('buy.rewarded.button')}
      </button>
    </section>
  );
}
