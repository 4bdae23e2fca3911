import { useTranslation } from 'react-i18next';

import { useStorePackageName } from '../../components/economy-host/store-package-name';
import type { StorePackageId } from '../../platform/store-config';
import { storePriceLabel } from './buy-messages';
import { PackagePicker } from './PackagePicker';
import type { ProductsState } from './use-store-products';

interface StorePackagesSectionProps {
  title: string;
  /** the radio group's name */
  label: string;
  packageIds: readonly StorePackageId[];
  products: ProductsState;
  busy: boolean;
  onBuy: (choice: StorePackageId | null) => void;
}

/**
 * Diamond or moneys packages sold by the app store, with the store's own prices once loaded. Choosing a
 * package is a counted click for interstitials (spec §4).
 */
export function StorePackagesSection({
  title,
  label,
  packageIds,
  products,
  busy,
  onBuy,
}: StorePackagesSectionProps) {
  const { t } = useTranslation();
  const packageName = useStorePackageName();
  return (
    <section className="gg-card gg-buy-section" aria-label={title}>
      <h2 className="gg-card__title">{title}</h2>
      {products.status === 'loading' ? <p className="gg-muted">{t('buy.loadingProducts')}</p> : null}
      {products.status === 'ready' ? (
        <PackagePicker
          label={label}
          options={packageIds.map((id) => ({
            id,
            title: packageName(id),
            price: storePriceLabel(products, id) ?? '—',
          }))}
          buyLabel={`${t('buy.buySelected')} · ${title}`}
          busy={busy}
          onBuy={onBuy}
        />
      ) : null}
    </section>
  );
}
