import { TICKET_PACKAGE_IDS } from '@goalguessr/game-core';
import type { TicketPackageId } from '@goalguessr/game-core';
import { useTranslation } from 'react-i18next';

import { ticketPackageName, ticketPackagePrice } from './buy-messages';
import { PackagePicker } from './PackagePicker';

/** Ticket packages paid in diamonds. Choosing a package is a counted click for interstitials (spec §4). */
export function TicketsSection({
  busy,
  onBuy,
}: {
  busy: boolean;
  onBuy: (choice: TicketPackageId | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="gg-card gg-buy-section" aria-label={t('buy.tickets.title')}>
      <h2 className="gg-card__title">{t('buy.tickets.title')}</h2>
      <PackagePicker
        label={t('buy.tickets.label')}
        options={TICKET_PACKAGE_IDS.map((id) => ({
          id,
          title: ticketPackageName(t, id),
          price: t('buy.tickets.price', { count: ticketPackagePrice(id) }),
        }))}
        buyLabel={`${t('buy.buySelected')} · ${t('buy.tickets.title')}`}
        busy={busy}
        onBuy={onBuy}
      />
    </section>
  );
}
