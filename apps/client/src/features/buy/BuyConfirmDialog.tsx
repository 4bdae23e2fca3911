import { BLOCK_ADS_BONUS_COINS, BLOCK_ADS_PRICE_COINS } from '@goalguessr/game-core';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../components/confirm-dialog/ConfirmDialog';
import { useStorePackageName } from '../../components/economy-host/store-package-name';
import { formatNumber } from '../../i18n';
import { storePriceLabel, ticketPackageName, ticketPackagePrice } from './buy-messages';
import type { BuyRequest } from './use-buy-flow';
import type { ProductsState } from './use-store-products';

interface BuyConfirmDialogProps {
  request: BuyRequest;
  products: ProductsState;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Buy … for …?" before anything is paid: the item and its price in the store's, diamonds' or moneys' terms. */
export function BuyConfirmDialog({ request, products, onConfirm, onCancel }: BuyConfirmDialogProps) {
  const { t, i18n } = useTranslation();
  const packageName = useStorePackageName();
  const lng = i18n.language;
  const text =
    request.kind === 'store'
      ? t('buy.state.confirmStore', {
          item: packageName(request.packageId),
          price: storePriceLabel(products, request.packageId) ?? '',
        })
      : request.kind === 'tickets'
        ? t('buy.state.confirmTickets', {
            item: ticketPackageName(t, request.packageId),
            price: formatNumber(ticketPackagePrice(request.packageId), lng),
          })
        : t('buy.blockAds.confirm', {
            bonus: formatNumber(BLOCK_ADS_BONUS_COINS, lng),
            price: formatNumber(BLOCK_ADS_PRICE_COINS, lng),
          });
  return (
    <ConfirmDialog
      title={t('shop.confirmTitle')}
      confirmLabel={t('shop.confirm')}
      cancelLabel={t('common.cancel')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {text}
    </ConfirmDialog>
  );
}
