import {
  BLOCK_ADS_BONUS_COINS,
  BLOCK_ADS_PRICE_COINS,
  COIN_PACKAGE_IDS,
  DIAMOND_PACKAGE_IDS,
  REWARDED_AD_COINS,
  TICKET_PACKAGES,
  TICKET_PACKAGE_IDS,
  ticketPriceDiamonds,
  adsLeftToday,
  buyBlockAds,
  buyTicketPackage,
  requirePackageSelected,
} from '@goalguessr/game-core';
import type { CoinPackageId, DiamondPackageId, TicketPackageId } from '@goalguessr/game-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../components/confirm-dialog/ConfirmDialog';
import { useStorePackageName } from '../../components/economy-host/store-package-name';
import { formatNumber } from '../../i18n';
import {
  countInterstitialClick,
  economyActions,
  localTzOffsetMinutes,
  watchRewardedAd,
} from '../../lib/economy-actions';
import { creditTransaction } from '../../lib/purchases';
import { useNow } from '../../lib/use-now';
import { store } from '../../platform/store';
import type { StorePackageId } from '../../platform/store-config';
import { usePlayer } from '../../state/player-store';
import { PackagePicker } from './PackagePicker';
import { useStoreProducts } from './use-store-products';
import './buy.css';

type Request =
  | { kind: 'store'; packageId: StorePackageId }
  | { kind: 'tickets'; packageId: TicketPackageId }
  | { kind: 'blockAds' };

/** The purchase states of spec §4 plus plain notices (validation, ads). */
type Flow =
  | { phase: 'idle' }
  | { phase: 'confirming'; request: Request }
  | { phase: 'processing' }
  | { phase: 'success'; text: string }
  | { phase: 'failure'; text: string }
  | { phase: 'cancelled' }
  | { phase: 'notice'; tone: 'success' | 'error'; text: string };

/**
 * The buy page (spec §2): diamond and moneys packages from the app store, ticket packages paid in diamonds,
 * block ads paid in moneys, and rewarded ads. Choosing a package is a counted click for interstitials.
 */
export function BuyScreen() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const record = usePlayer();
  const nowMs = useNow(30_000);
  const products = useStoreProducts();
  const packageName = useStorePackageName();
  const [flow, setFlow] = useState<Flow>({ phase: 'idle' });
  const [diamondChoice, setDiamondChoice] = useState<DiamondPackageId | null>(null);
  const [coinChoice, setCoinChoice] = useState<CoinPackageId | null>(null);
  const [ticketChoice, setTicketChoice] = useState<TicketPackageId | null>(null);
  const [watching, setWatching] = useState(false);
  const busy = flow.phase === 'processing' || flow.phase === 'confirming' || watching;

  const pick =
    <Id,>(set: (id: Id) => void) =>
    (id: Id) => {
      set(id);
      countInterstitialClick();
    };
  const error = (text: string) => setFlow({ phase: 'notice', tone: 'error', text });

  const priceLabel = (packageId: StorePackageId) =>
    products.status === 'ready'
      ? products.products.find((p) => p.packageId === packageId)?.priceLabel
      : undefined;
  const ticketName = (id: TicketPackageId) =>
    `${t(`buy.tickets.${id}`)} · ${t('buy.tickets.amount', { count: TICKET_PACKAGES[id].quantity })}`;
  const ticketPrice = (id: TicketPackageId) => ticketPriceDiamonds(TICKET_PACKAGES[id].quantity);

  const ticketReasonText = (reason: string) =>
    reason === 'not_enough_diamonds'
      ? t('buy.errors.notEnoughDiamonds')
      : reason === 'tickets_full'
        ? t('buy.errors.ticketsFull')
        : t('buy.state.failure');

  const startStore = (choice: StorePackageId | null) => {
    const selected = requirePackageSelected(choice);
    if (!selected.ok || choice === null) return error(t('buy.errors.selectPackage'));
    if (priceLabel(choice) === undefined) return error(t('buy.errors.productsFailed'));
    setFlow({ phase: 'confirming', request: { kind: 'store', packageId: choice } });
  };
  const startTickets = () => {
    const selected = requirePackageSelected(ticketChoice);
    if (!selected.ok || ticketChoice === null) return error(t('buy.errors.selectPackage'));
    const dryRun = buyTicketPackage(record, ticketChoice, Date.now());
    if (!dryRun.ok) return error(ticketReasonText(dryRun.reason));
    setFlow({ phase: 'confirming', request: { kind: 'tickets', packageId: ticketChoice } });
  };
  const startBlockAds = () => {
    const dryRun = buyBlockAds(record);
    if (!dryRun.ok) {
      return error(
        dryRun.reason === 'already_blocked' ? t('buy.errors.alreadyBlocked') : t('buy.errors.notEnoughCoins'),
      );
    }
    setFlow({ phase: 'confirming', request: { kind: 'blockAds' } });
  };

  const confirm = async (request: Request) => {
    setFlow({ phase: 'processing' });
    if (request.kind === 'tickets') {
      const result = economyActions.buyTicketPackage(request.packageId, Date.now());
      setFlow(
        result.ok
          ? { phase: 'success', text: t('buy.state.success') }
          : { phase: 'failure', text: ticketReasonText(result.reason) },
      );
      return;
    }
    if (request.kind === 'blockAds') {
      const result = economyActions.buyBlockAds();
      setFlow(
        result.ok
          ? { phase: 'success', text: t('buy.state.success') }
          : { phase: 'failure', text: t('buy.errors.notEnoughCoins') },
      );
      return;
    }
    const outcome = await store().purchase(request.packageId);
    if (outcome.kind === 'cancelled') return setFlow({ phase: 'cancelled' });
    if (outcome.kind === 'failed') return setFlow({ phase: 'failure', text: t('buy.state.failure') });
    const credited = creditTransaction(outcome.transaction);
    setFlow(
      credited === 'credited' || credited === 'already_credited'
        ? { phase: 'success', text: t('buy.state.success') }
        : { phase: 'failure', text: t('buy.state.failure') },
    );
  };

  const watchAd = async () => {
    setWatching(true);
    setFlow({ phase: 'idle' });
    const result = await watchRewardedAd();
    setWatching(false);
    if (result.ok) {
      setFlow({
        phase: 'notice',
        tone: 'success',
        text: t('buy.rewarded.success', { coins: formatNumber(REWARDED_AD_COINS, lng) }),
      });
      return;
    }
    error(
      result.reason === 'daily_ad_limit_reached'
        ? t('ads.errors.dailyLimit')
        : result.reason === 'ad_not_fully_watched'
          ? t('ads.errors.notFullyWatched')
          : t('ads.errors.error'),
    );
  };

  const storeSection = (
    title: string,
    label: string,
    ids: readonly StorePackageId[],
    selected: StorePackageId | null,
    onSelect: (id: StorePackageId) => void,
  ) => (
    <section className="gg-card gg-buy-section" aria-label={title}>
      <h2 className="gg-card__title">{title}</h2>
      {products.status === 'loading' ? <p className="gg-muted">{t('buy.loadingProducts')}</p> : null}
      {products.status === 'ready' ? (
        <>
          <PackagePicker
            label={label}
            options={ids.map((id) => ({ id, title: packageName(id), price: priceLabel(id) ?? '—' }))}
            selected={selected}
            onSelect={onSelect}
          />
          <button
            type="button"
            className="gg-button gg-button--primary gg-button--block"
            disabled={busy}
            onClick={() => startStore(selected)}
          >
            {t('buy.buySelected')} · {title}
          </button>
        </>
      ) : null}
    </section>
  );

  const adsLeft = adsLeftToday(record, nowMs, localTzOffsetMinutes());

  return (
    <div className="gg-buy">
      {store().isTestStore ? (
        <p className="gg-test-store-banner" data-testid="test-store-banner">
          {t('buy.testStoreBanner')}
        </p>
      ) : null}

      <FlowMessage flow={flow} />
      {products.status === 'error' ? (
        <p role="alert" className="gg-notice gg-notice--error">
          {t('buy.errors.productsFailed')}
        </p>
      ) : null}

      {storeSection(
        t('buy.diamonds.title'),
        t('buy.diamonds.label'),
        DIAMOND_PACKAGE_IDS,
        diamondChoice,
        pick((id: StorePackageId) => setDiamondChoice(id as DiamondPackageId)),
      )}
      {storeSection(
        t('buy.coins.title'),
        t('buy.coins.label'),
        COIN_PACKAGE_IDS,
        coinChoice,
        pick((id: StorePackageId) => setCoinChoice(id as CoinPackageId)),
      )}

      <section className="gg-card gg-buy-section" aria-label={t('buy.tickets.title')}>
        <h2 className="gg-card__title">{t('buy.tickets.title')}</h2>
        <PackagePicker
          label={t('buy.tickets.label')}
          options={TICKET_PACKAGE_IDS.map((id) => ({
            id,
            title: ticketName(id),
            price: t('buy.tickets.price', { price: formatNumber(ticketPrice(id), lng) }),
          }))}
          selected={ticketChoice}
          onSelect={pick(setTicketChoice)}
        />
        <button
          type="button"
          className="gg-button gg-button--primary gg-button--block"
          disabled={busy}
          onClick={startTickets}
        >
          {t('buy.buySelected')} · {t('buy.tickets.title')}
        </button>
      </section>

      <section className="gg-card gg-buy-section" aria-label={t('buy.rewarded.title')}>
        <h2 className="gg-card__title">{t('buy.rewarded.title')}</h2>
        <p>{t('buy.rewarded.body', { coins: formatNumber(REWARDED_AD_COINS, lng) })}</p>
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
          onClick={() => void watchAd()}
        >
          {t('buy.rewarded.button')}
        </button>
      </section>

      <section className="gg-card gg-buy-section" aria-label={t('buy.blockAds.title')}>
        <h2 className="gg-card__title">{t('buy.blockAds.title')}</h2>
        {record.ads.adsBlocked ? (
          <p className="gg-buy-done">{t('buy.blockAds.done')}</p>
        ) : (
          <>
            <p>
              {t('buy.blockAds.body', {
                bonus: formatNumber(BLOCK_ADS_BONUS_COINS, lng),
                price: formatNumber(BLOCK_ADS_PRICE_COINS, lng),
              })}
            </p>
            <button
              type="button"
              className="gg-button gg-button--primary gg-button--block"
              disabled={busy}
              onClick={startBlockAds}
            >
              {t('buy.blockAds.button')}
            </button>
          </>
        )}
      </section>

      {flow.phase === 'confirming' ? (
        <ConfirmDialog
          title={t('shop.confirmTitle')}
          confirmLabel={t('shop.confirm')}
          cancelLabel={t('common.cancel')}
          onCancel={() => setFlow({ phase: 'cancelled' })}
          onConfirm={() => void confirm(flow.request)}
        >
          {flow.request.kind === 'store'
            ? t('buy.state.confirmStore', {
                item: packageName(flow.request.packageId),
                price: priceLabel(flow.request.packageId) ?? '',
              })
            : flow.request.kind === 'tickets'
              ? t('buy.state.confirmTickets', {
                  item: ticketName(flow.request.packageId),
                  price: formatNumber(ticketPrice(flow.request.packageId), lng),
                })
              : t('buy.blockAds.confirm', {
                  bonus: formatNumber(BLOCK_ADS_BONUS_COINS, lng),
                  price: formatNumber(BLOCK_ADS_PRICE_COINS, lng),
                })}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** The state line: processing / success / cancelled as status, failures and refusals as alert. */
function FlowMessage({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  switch (flow.phase) {
    case 'processing':
      return (
        <p role="status" className="gg-notice gg-buy-message" data-state="processing">
          {t('buy.state.processing')}
        </p>
      );
    case 'success':
      return (
        <p role="status" className="gg-notice gg-buy-message gg-buy-message--success" data-state="success">
          {flow.text}
        </p>
      );
    case 'cancelled':
      return (
        <p role="status" className="gg-notice gg-buy-message" data-state="cancelled">
          {t('buy.state.cancelled')}
        </p>
      );
    case 'failure':
      return (
        <p role="alert" className="gg-notice gg-notice--error gg-buy-message" data-state="failure">
          {flow.text}
        </p>
      );
    case 'notice':
      return flow.tone === 'error' ? (
        <p role="alert" className="gg-notice gg-notice--error gg-buy-message">
          {flow.text}
        </p>
      ) : (
        <p role="status" className="gg-notice gg-buy-message gg-buy-message--success">
          {flow.text}
        </p>
      );
    default:
      return null;
  }
}
