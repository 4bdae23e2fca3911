import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../components/confirm-dialog/ConfirmDialog';
import { deleteServerData, type DeleteServerDataOutcome } from '../../lib/ladder-actions';

/** What the section says after a deletion was asked for. */
const OUTCOME_KEYS = {
  deleted: 'settings.deleteDone',
  nothing: 'settings.deleteNothing',
  offline: 'settings.deleteOffline',
  failed: 'settings.deleteFailed',
} as const satisfies Record<DeleteServerDataOutcome, string>;

/**
 * "Your data on the server" (issue 27): what the server keeps for the leaderboard, and "Delete my data on the
 * server" behind a confirmation; the outcome is said in a live region (done, nothing there, offline, failed).
 */
export function ServerDataSection({
  remove = deleteServerData,
}: {
  /** asks the server to delete (tests give their own) */
  remove?: () => Promise<DeleteServerDataOutcome>;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<DeleteServerDataOutcome | null>(null);

  const confirm = (): void => {
    setConfirming(false);
    setBusy(true);
    setOutcome(null);
    void remove()
      .catch((): DeleteServerDataOutcome => 'failed')
      .then((result) => {
        setOutcome(result);
        setBusy(false);
      });
  };

  const failed = outcome === 'offline' || outcome === 'failed';
  return (
    <section className="gg-card" aria-labelledby="gg-settings-server-data">
      <h2 id="gg-settings-server-data" className="gg-card__title">
        {t('settings.serverDataSection')}
      </h2>
      <p className="gg-muted">{t('settings.serverDataHint')}</p>
      <button
        type="button"
        className="gg-button gg-button--ghost gg-button--block"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {busy ? t('settings.deleting') : t('settings.deleteServerData')}
      </button>
      <p
        className={`gg-field-message${outcome === null ? '' : failed ? ' gg-field-message--error' : ' gg-field-message--success'}`}
        role="status"
      >
        {outcome === null ? '' : t(OUTCOME_KEYS[outcome])}
      </p>
      {confirming && (
        <ConfirmDialog
          title={t('settings.deleteConfirmTitle')}
          confirmLabel={t('settings.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('settings.deleteConfirmBody')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
