import { formatFriendCode } from '@goalguessr/game-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isNativePlatform } from '../../platform/device';
import { shareText, type ShareOutcome } from '../../platform/share';
import { formatCountdown, useNow } from '../../lib/use-now';

interface FriendLinkEnv {
  /** the public address of the web app, for links shared from a native build */
  VITE_WEB_APP_URL?: string;
}

/**
 * The link a friend opens: the web app's `/play/<code>` route. A web build links to its own address. A native
 * build's page address is its own WebView's (https://localhost, capacitor://localhost), which nobody else can
 * open, so it links to the public web app named by `VITE_WEB_APP_URL` at build time, or to nothing: `null`, and
 * the code alone is shared (the friend types it in "Join with a code").
 */
export function friendLink(
  code: string,
  env: FriendLinkEnv = import.meta.env,
  origin: string = window.location.origin,
  nativeApp: boolean = isNativePlatform(),
): string | null {
  const configured = env.VITE_WEB_APP_URL?.trim();
  if (configured !== undefined && configured !== '') return `${configured.replace(/\/+$/, '')}/play/${code}`;
  return nativeApp ? null : `${origin}/play/${code}`;
}

/**
 * The host's waiting card: the code (large, two groups of four), the link, Share (the system sheet, else a copy),
 * and how long the code still works. `code` null: the server has not sent it yet (creating).
 */
export function FriendCodePanel({
  code,
  expiresAtMs,
  tournamentName,
}: {
  code: string | null;
  expiresAtMs: number | null;
  tournamentName: string;
}) {
  const { t } = useTranslation();
  const nowMs = useNow(1000);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  if (code === null) {
    return (
      <p className="gg-friend-panel" role="status">
        {t('friend.creating')}
      </p>
    );
  }
  const link = friendLink(code);
  const share = () => {
    void shareText(
      t('friend.shareText', { tournament: tournamentName, code: formatFriendCode(code) }),
      link ?? undefined,
    ).then(setOutcome);
  };
  return (
    // not a landmark of its own: the matchmaking section around it is titled "Waiting for your friend…"
    <div className="gg-card gg-friend-panel">
      <p>{t('friend.shareIntro')}</p>
      <p
        className="gg-friend-panel__code"
        dir="ltr"
        aria-label={t('friend.codeAria', { code: code.split('').join(' ') })}
      >
        {formatFriendCode(code)}
      </p>
      {link !== null ? (
        <p className="gg-friend-panel__link" dir="ltr">
          {link}
        </p>
      ) : null}
      <button type="button" className="gg-button gg-button--primary gg-button--block" onClick={share}>
        {t('friend.share')}
      </button>
      <p role="status" className="gg-muted">
        {outcome === 'shared'
          ? t('friend.shared')
          : outcome === 'copied'
            ? t('friend.copied')
            : outcome === 'failed'
              ? t('friend.shareFailed')
              : ''}
      </p>
      {expiresAtMs !== null ? (
        <p className="gg-muted">{t('friend.expiresIn', { time: formatCountdown(expiresAtMs - nowMs) })}</p>
      ) : null}
    </div>
  );
}
