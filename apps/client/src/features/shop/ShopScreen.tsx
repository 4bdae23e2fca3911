import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Tutorial } from '../../components/tutorial/Tutorial';
import { countInterstitialClick } from '../../lib/economy-actions';
import { playerActions } from '../../lib/player-actions';
import { usePlayer } from '../../state/player-store';
import { PowerUpsTab } from './PowerUpsTab';
import { SkinsTab } from './SkinsTab';
import type { ShopMessage } from './shop-messages';
import { shopTutorialPages } from './shop-tutorial';
import './shop.css';

const SHOP_TABS = ['powerUps', 'shirts', 'cleats'] as const;
export type ShopTab = (typeof SHOP_TABS)[number];

/**
 * The shop (spec §2): tabs power-ups, shirts and cleats, and the 4-page tutorial on the first visit. Switching
 * tabs is a counted click for interstitials (spec §4).
 */
export function ShopScreen() {
  const { t } = useTranslation();
  const record = usePlayer();
  const baseId = useId();
  const [tab, setTab] = useState<ShopTab>('powerUps');
  const [message, setMessage] = useState<ShopMessage | null>(null);

  const select = (next: ShopTab) => {
    if (next === tab) return;
    setTab(next);
    setMessage(null);
    countInterstitialClick();
  };
  const onTabKey = (event: KeyboardEvent) => {
    const index = SHOP_TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = SHOP_TABS[(index + step + SHOP_TABS.length) % SHOP_TABS.length];
    if (next !== undefined) {
      select(next);
      document.getElementById(`${baseId}-tab-${next}`)?.focus();
    }
  };

  return (
    <div className="gg-shop">
      <div role="tablist" aria-label={t('shop.tabsLabel')} className="gg-shop-tabs" onKeyDown={onTabKey}>
        {SHOP_TABS.map((id) => (
          <button
            key={id}
            id={`${baseId}-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === id ? 0 : -1}
            className={`gg-shop-tabs__tab${tab === id ? ' is-selected' : ''}`}
            onClick={() => select(id)}
          >
            {t(`shop.tabs.${id}`)}
          </button>
        ))}
      </div>

      {message?.tone === 'error' ? (
        <p role="alert" className="gg-notice gg-notice--error gg-toast gg-shop__message">
          {message.text}
          {message.text === t('shop.errors.notEnoughCoins') ? (
            <>
              {' '}
              <Link to="/buy">{t('shop.getMore')}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {message?.tone === 'success' ? (
        <p role="status" className="gg-notice gg-toast gg-shop__message gg-shop__message--success">
          {message.text}
        </p>
      ) : null}

      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tab}`}>
        {tab === 'powerUps' ? <PowerUpsTab onMessage={setMessage} /> : null}
        {tab === 'shirts' ? <SkinsTab key="shirt" slot="shirt" onMessage={setMessage} /> : null}
        {tab === 'cleats' ? <SkinsTab key="cleat" slot="cleat" onMessage={setMessage} /> : null}
      </div>

      {!record.tutorials.shop_guide ? (
        <Tutorial pages={shopTutorialPages(t)} onDone={() => playerActions.markTutorialSeen('shop_guide')} />
      ) : null}
    </div>
  );
}
