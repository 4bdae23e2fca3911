import { TOURNAMENTS, formatFriendCode, normalizeFriendCode, canPayEntryFee } from '@goalguessr/game-core';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { formatNumber } from '../../i18n';
import { lookupFriendCode, type FriendLookup } from '../../net/friend-lookup';
import { isOnline } from '../../platform/network';
import { usePlayer } from '../../state/player-store';
import { RULE_VALUES } from '../../i18n/rule-values';

/** Where the screen stands: typing, asking the server, the duel found, or why not. */
type LookupState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'error'; error: FriendErrorKey }
  | { kind: 'found'; code: string; lookup: Extract<FriendLookup, { ok: true }> };

/**
 * A code refusal the screen explains (the server's codes, a malformed code, no connection, or a connection that
 * works while the server does not answer).
 */
export type FriendErrorKey =
  Exclude<FriendLookup, { ok: true }>['error'] | 'invalid_format' | 'server_unreachable';

/**
 * "Join with a code" (and a shared link, /play/<code>): the friend's code is checked with the server, the duel's
 * tournament and fee are shown, and Join opens the game page, which pays the fee and joins. A code in the link is
 * looked up at once.
 */
export function FriendJoinScreen({
  initialCode,
  lookup = lookupFriendCode,
  online = isOnline,
}: {
  initialCode?: string;
  lookup?: (code: string) => Promise<FriendLookup>;
  /** whether the device is online (asked when the server gives no answer) */
  online?: () => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const record = usePlayer();
  const [typed, setTyped] = useState(initialCode ?? '');
  const linkCode =
    initialCode === undefined || initialCode === '' ? undefined : normalizeFriendCode(initialCode);
  const [state, setState] = useState<LookupState>(() =>
    linkCode === undefined
      ? { kind: 'idle' }
      : linkCode === null
        ? { kind: 'error', error: 'invalid_format' }
        : { kind: 'checking' },
  );

  const ask = useCallback(
    (code: string): void => {
      void lookup(code).then(async (found) => {
        if (found.ok) {
          setState({ kind: 'found', code, lookup: found });
          return;
        }
        // No answer: "Internet connection required" only when the device is offline, else the server is down.
        const error = found.error === 'unreachable' && (await online()) ? 'server_unreachable' : found.error;
        setState({ kind: 'error', error });
      });
    },
    [lookup, online],
  );

  const check = (text: string): void => {
    const code = normalizeFriendCode(text);
    if (code === null) {
      setState({ kind: 'error', error: 'invalid_format' });
      return;
    }
    setState({ kind: 'checking' });
    ask(code);
  };

  // a shared link's code is looked up at once
  useEffect(() => {
    if (linkCode !== undefined && linkCode !== null) ask(linkCode);
  }, [linkCode, ask]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(typed);
  };

  const found = state.kind === 'found' ? state : null;
  const canPay = found === null || canPayEntryFee(record, found.lookup.tournament);
  const join = () => {
    if (found === null || !canPay) return;
    const { roomId, tournament } = found.lookup;
    navigate(`/game?tournament=${tournament}&join=${found.code}&room=${encodeURIComponent(roomId)}`);
  };

  return (
    <section className="gg-card gg-friend-join" aria-labelledby="gg-friend-join-title">
      <h2 id="gg-friend-join-title" className="gg-card__title">
        {t('friend.joinTitle')}
      </h2>
      <form onSubmit={submit} className="gg-friend-join__form" noValidate>
        <label htmlFor="gg-friend-code">{t('friend.codeLabel')}</label>
        <input
          id="gg-friend-code"
          className="gg-input gg-friend-code-input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="ABCD-2345"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          dir="ltr"
          aria-describedby="gg-friend-code-hint"
        />
        <p id="gg-friend-code-hint" className="gg-muted">
          {t('friend.codeHint', RULE_VALUES)}
        </p>
        <button
          type="submit"
          className="gg-button gg-button--primary gg-button--block"
          disabled={state.kind === 'checking'}
        >
          {t('friend.find')}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {state.kind === 'checking' ? <p>{t('friend.checking')}</p> : null}
        {found !== null ? (
          <div className="gg-friend-join__found">
            <p className="gg-friend-join__inviter">
              {found.lookup.hostName === undefined
                ? t('friend.invitedByFriend')
                : t('friend.invitedBy', { name: found.lookup.hostName })}
            </p>
            <p>
              {t('friend.found', {
                tournament: t(`tournaments.${found.lookup.tournament}`),
                code: formatFriendCode(found.code),
              })}
            </p>
            <p>
              {t('friend.fee', {
                fee: formatNumber(TOURNAMENTS[found.lookup.tournament].entryFeeTickets, i18n.language),
              })}
            </p>
          </div>
        ) : null}
      </div>
      <div role="alert">
        {state.kind === 'error' ? (
          <p className="gg-notice gg-notice--error">{t(`friend.errors.${state.error}`, RULE_VALUES)}</p>
        ) : null}
        {!canPay ? (
          <p className="gg-notice gg-notice--error">
            {t('home.notEnoughTickets')} <Link to="/buy">{t('home.getTickets')}</Link>
          </p>
        ) : null}
      </div>
      {found !== null ? (
        <button
          type="button"
          className="gg-button gg-button--primary gg-button--block gg-button--big"
          onClick={join}
          disabled={!canPay}
        >
          {t('friend.join')}
        </button>
      ) : null}
    </section>
  );
}
