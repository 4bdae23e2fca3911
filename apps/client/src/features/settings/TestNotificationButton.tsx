import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TestOutcome } from '../../services/notification-service';
import { sendTestNotification } from '../../services/notifications';
import { RULE_VALUES } from '../../i18n/rule-values';

const MESSAGE_KEYS = {
  scheduled: 'notifications.testScheduled',
  denied: 'notifications.testDenied',
  unavailable: 'notifications.testUnavailable',
  failed: 'notifications.testFailed',
} as const satisfies Record<TestOutcome, string>;

/** Settings: schedules the test notification (id 999, in 10 s) and says what happened. */
export function TestNotificationButton({
  send = sendTestNotification,
}: {
  send?: () => Promise<TestOutcome>;
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="gg-row">
      <button
        type="button"
        className="gg-button gg-button--ghost"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void send()
            .then(setOutcome, () => setOutcome('failed'))
            .finally(() => setBusy(false));
        }}
      >
        {t('notifications.testButton')}
      </button>
      <p role="status" className="gg-row__hint">
        {outcome ? t(MESSAGE_KEYS[outcome], RULE_VALUES) : ''}
      </p>
    </div>
  );
}
