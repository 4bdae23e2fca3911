import { BLOCK_ADS_BONUS_COINS, BLOCK_ADS_PRICE_COINS } from '@goalguessr/game-core';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../components/confirm-dialog/ConfirmDialog';
import { useStorePackageName } from '../../components/economy-host/store-package-name';
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
  const { t } = useTranslation();
  const packageName = useStorePackageName();
  const text =
    request.kind === 'store'
      ? t('buy.state.confirmStore', {
          item: packageName(request.packageId),
          price: storePriceLabel(products, request.packageId) ?? '',
        })
      : request.kind === 'tickets'
        ? t('buy.state.confirmTickets', {
            item: ticketPackageName(t, request.packageId),
            count: ticketPackagePrice(request.packageId),
          })
        : // one amount per sentence, so each takes its own plural form
          `${t('buy.blockAds.confirm', { count: BLOCK_ADS_PRICE_COINS })} ${t('buy.blockAds.confirmBonus', {
            count: BLOCK_ADS_BONUS_COINS,
          })}`;
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
