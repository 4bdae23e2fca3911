import { POWER_UP_IDS, POWER_UP_PRICES_COINS, buyPowerUp, powerUpQuantity } from '@goalguessr/game-core';
import type { PowerUpId } from '@goalguessr/game-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../components/confirm-dialog/ConfirmDialog';
import { formatNumber } from '../../i18n';
import { economyActions } from '../../lib/economy-actions';
import { usePlayer, usePlayerStore } from '../../state/player-store';
import { shopErrorText, type ShopMessage } from './shop-messages';
import { RULE_VALUES } from '../../i18n/rule-values';

/** Power-ups: effect, price in moneys, owned count, buy one with a confirmation. */
export function PowerUpsTab({ onMessage }: { onMessage: (message: ShopMessage) => void }) {
  const { t, i18n } = useTranslation();
  const record = usePlayer();
  const [confirming, setConfirming] = useState<PowerUpId | null>(null);
  const lng = i18n.language;

  const startBuy = (id: PowerUpId) => {
    // The rule is tried on the current record first, so a refusal is shown before any confirmation.
    const dryRun = buyPowerUp(record, id, 1);
    if (!dryRun.ok) {
      onMessage({ tone: 'error', text: shopErrorText(t, dryRun.reason, 'powerUp') });
      return;
    }
    setConfirming(id);
  };

  const confirm = (id: PowerUpId) => {
    setConfirming(null);
    const result = economyActions.buyPowerUp(id);
    if (!result.ok) {
      onMessage({ tone: 'error', text: shopErrorText(t, result.reason, 'powerUp') });
      return;
    }
    const now = usePlayerStore.getState().record;
    const count = now === null ? 0 : powerUpQuantity(now, id);
    onMessage({
      tone: 'success',
      text: t('shop.boughtPowerUp', { name: t(`shop.powerUp.${id}.name`), amount: formatNumber(count, lng) }),
    });
  };

  return (
    <>
      <ul className="gg-shop-list">
        {POWER_UP_IDS.map((id) => {
          const name = t(`shop.powerUp.${id}.name`);
          return (
            <li key={id} className="gg-card gg-shop-item" data-testid={`power-up-${id}`}>
              <div className="gg-shop-item__text">
                <h2 className="gg-shop-item__name">{name}</h2>
                <p className="gg-shop-item__effect">{t(`shop.powerUp.${id}.effect`, RULE_VALUES)}</p>
                <p className="gg-shop-item__meta">
                  <span>{t('shop.price', { count: POWER_UP_PRICES_COINS[id] })}</span>
                  <span aria-live="polite">
                    {t('shop.owned', { amount: formatNumber(powerUpQuantity(record, id), lng) })}
                  </span>
                </p>
              </div>
              <button
                type="button"
                className="gg-button gg-button--primary"
                aria-label={t('shop.buyItem', { name })}
                onClick={() => startBuy(id)}
              >
                {t('shop.buy')}
              </button>
            </li>
          );
        })}
      </ul>
      {confirming !== null ? (
        <ConfirmDialog
          title={t('shop.confirmTitle')}
          confirmLabel={t('shop.confirm')}
          cancelLabel={t('common.cancel')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => confirm(confirming)}
        >
          {t('shop.confirmPowerUp', {
            name: t(`shop.powerUp.${confirming}.name`),
            count: POWER_UP_PRICES_COINS[confirming],
          })}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
