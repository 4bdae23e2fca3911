import { COIN_PACKAGE_IDS, DIAMOND_PACKAGE_IDS } from '@goalguessr/game-core';
import { useTranslation } from 'react-i18next';

import { store } from '../../platform/store';
import { BlockAdsSection } from './BlockAdsSection';
import { BuyConfirmDialog } from './BuyConfirmDialog';
import { BuyMessage } from './BuyMessage';
import { RewardedAdSection } from './RewardedAdSection';
import { StorePackagesSection } from './StorePackagesSection';
import { TicketsSection } from './TicketsSection';
import { useBuyFlow } from './use-buy-flow';
import { useStoreProducts } from './use-store-products';
import './buy.css';

/**
 * The buy page (spec §2): diamond and moneys packages from the app store, ticket packages paid in diamonds,
 * block ads paid in moneys, and rewarded ads. One purchase at a time (`useBuyFlow`); each section keeps its
 * own package choice, and choosing a package is a counted click for interstitials.
 */
export function BuyScreen() {
  const { t } = useTranslation();
  const products = useStoreProducts();
  const buy = useBuyFlow(products);
  const { flow, busy } = buy;

  return (
    <div className="gg-buy">
      {store().isTestStore ? (
        <p className="gg-test-store-banner" data-testid="test-store-banner">
          {t('buy.testStoreBanner')}
        </p>
      ) : null}

      <BuyMessage flow={flow} />
      {products.status === 'error' ? (
        <p role="alert" className="gg-notice gg-notice--error">
          {t('buy.errors.productsFailed')}
        </p>
      ) : null}

      <StorePackagesSection
        title={t('buy.diamonds.title')}
        label={t('buy.diamonds.label')}
        packageIds={DIAMOND_PACKAGE_IDS}
        products={products}
        busy={busy}
        onBuy={buy.startStore}
      />
      <StorePackagesSection
        title={t('buy.coins.title')}
        label={t('buy.coins.label')}
        packageIds={COIN_PACKAGE_IDS}
        products={products}
        busy={busy}
        onBuy={buy.startStore}
      />
      <TicketsSection busy={busy} onBuy={buy.startTickets} />
      <RewardedAdSection busy={busy} onWatch={buy.watchAd} />
      <BlockAdsSection busy={busy} onBuy={buy.startBlockAds} />

      {flow.phase === 'confirming' ? (
        <BuyConfirmDialog
          request={flow.request}
          products={products}
          onCancel={buy.cancel}
          onConfirm={() => buy.confirm(flow.request)}
        />
      ) : null}
    </div>
  );
}
