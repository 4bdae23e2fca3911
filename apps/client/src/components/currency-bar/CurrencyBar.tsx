import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../i18n';
import { msUntilNextTicket } from '@goalguessr/game-core';
import { formatCountdown, useNow } from '../../lib/use-now';
import { usePlayer } from '../../state/player-store';
import { CoinIcon, DiamondIcon, TicketIcon } from '../icons/icons';
import './currency-bar.css';

function Amount({
  icon,
  label,
  value,
  extra,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  extra?: ReactNode;
}) {
  return (
    <li className="gg-currency">
      {icon}
      <span className="gg-visually-hidden">{label}: </span>
      <span className="gg-currency__value">{value}</span>
      {extra}
    </li>
  );
}

/**
 * The player's moneys, diamonds and tickets, used on every screen. Amounts follow the store live; the ticket
 * countdown (mm:ss to the next refill) comes from game-core's refill rule.
 */
export function CurrencyBar() {
  const { t, i18n } = useTranslation();
  const record = usePlayer();
  const nowMs = useNow(1000);
  const lng = i18n.language;
  const untilMs = msUntilNextTicket(record, nowMs);
  const { moneys, diamonds, tickets } = record.currencies;
  return (
    <ul className="gg-currency-bar" aria-label={t('currency.barLabel')}>
      <Amount icon={<CoinIcon />} label={t('currency.moneys')} value={formatNumber(moneys, lng)} />
      <Amount icon={<DiamondIcon />} label={t('currency.diamonds')} value={formatNumber(diamonds, lng)} />
      <Amount
        icon={<TicketIcon />}
        label={t('currency.tickets')}
        value={`${formatNumber(tickets, lng)}/${formatNumber(record.maxTickets, lng)}`}
        extra={
          // The words are for screen readers; on screen only the time, so the chip keeps about the width of
          // "Full" and the bar stays on one line when the countdown appears (issue 16).
          <span className="gg-currency__timer" aria-live="off">
            {untilMs === null ? (
              t('currency.ticketsFull')
            ) : (
              <>
                <span className="gg-visually-hidden">
                  {t('currency.nextTicketIn', { time: formatCountdown(untilMs) })}
                </span>
                <span aria-hidden="true">{formatCountdown(untilMs)}</span>
              </>
            )}
          </span>
        }
      />
    </ul>
  );
}
