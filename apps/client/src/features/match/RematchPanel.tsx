import { useTranslation } from 'react-i18next';

import { useNow } from '../../lib/use-now';
import { answerRematch } from './duel/duel-controller';
import { useMatchStore } from './match-store';
import { RULE_VALUES } from '../../i18n/rule-values';

/**
 * Rematch after a match against a person: Rematch (or Accept when the other asked first) and No thanks, the
 * window's seconds, and why it ended. Shown only while the room can still answer or after it answered.
 */
export function RematchPanel({ opponentName }: { opponentName: string }) {
  const { t } = useTranslation();
  const rematch = useMatchStore((s) => s.rematch);
  const connected = useMatchStore((s) => s.connected);
  const meId = useMatchStore((s) => s.me?.sessionId ?? null);
  const nowMs = useNow(500, rematch.status === 'pending');
  const iAccepted = meId !== null && rematch.acceptedBy.includes(meId);
  const theyAccepted = rematch.acceptedBy.some((id) => id !== meId);
  const seconds =
    rematch.expiresAtMs === null ? 0 : Math.max(0, Math.ceil((rematch.expiresAtMs - nowMs) / 1000));

  let message: string | null = null;
  if (rematch.status === 'joining') message = t('friend.rematchJoining');
  else if (rematch.status === 'ended') {
    message =
      rematch.endReason === 'declined'
        ? t('friend.rematchDeclined')
        : rematch.endReason === 'lapsed'
          ? t('friend.rematchLapsed')
          : rematch.endReason === 'left'
            ? t('friend.rematchLeft', { name: opponentName })
            : t('friend.rematchFailed');
  } else if (rematch.status === 'pending' && iAccepted) {
    message = t('friend.rematchWaiting', { name: opponentName, seconds });
  } else if (rematch.status === 'pending' && theyAccepted) {
    message = t('friend.rematchOffered', { name: opponentName, seconds });
  }
  const open = connected && (rematch.status === 'idle' || rematch.status === 'pending');
  if (!open && message === null) return null;

  return (
    <section className="gg-card gg-rematch" aria-label={t('friend.rematch')}>
      <p role="status" aria-live="polite">
        {message ?? t('friend.rematchHint', RULE_VALUES)}
      </p>
      <div role="alert">
        {rematch.noTickets ? (
          <p className="gg-notice gg-notice--error">{t('friend.rematchNoTickets')}</p>
        ) : null}
      </div>
      {open && !iAccepted ? (
        <div className="gg-rematch__actions">
          <button
            type="button"
            className="gg-button gg-button--primary gg-button--block"
            onClick={() => answerRematch(true)}
          >
            {theyAccepted ? t('friend.rematchAccept') : t('friend.rematch')}
          </button>
          {theyAccepted ? (
            <button
              type="button"
              className="gg-button gg-button--ghost gg-button--block"
              onClick={() => answerRematch(false)}
            >
              {t('friend.rematchDecline')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
