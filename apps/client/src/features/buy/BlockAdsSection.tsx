import { BLOCK_ADS_BONUS_COINS, BLOCK_ADS_PRICE_COINS } from '@goalguessr/game-core';
import { useTranslation } from 'react-i18next';

import { usePlayer } from '../../state/player-store';

/** Block ads for good, paid in moneys with a bonus back; once bought it only says thank you. */
export function BlockAdsSection({ busy, onBuy }: { busy: boolean; onBuy: () => void }) {
  const { t } = useTranslation();
  const record = usePlayer();
  return (
    <section className="gg-card gg-buy-section" aria-label={t('buy.blockAds.title')}>
      <h2 className="gg-card__title">{t('buy.blockAds.title')}</h2>
      {record.ads.adsBlocked ? (
        <p className="gg-buy-done">{t('buy.blockAds.done')}</p>
      ) : (
        <>
          <p>
            {/* one amount per sentence, so each takes its own plural form */}
            {t('buy.blockAds.body', { count: BLOCK_ADS_BONUS_COINS })}{' '}
            {t('buy.blockAds.cost', { count: BLOCK_ADS_PRICE_COINS })}
          </p>
          <button
            type="button"
            className="gg-button gg-button--primary gg-button--block"
            disabled={busy}
            onClick={onBuy}
          >
            {t('buy.blockAds.button')}
          </button>
        </>
      )}
    </section>
  );
}
