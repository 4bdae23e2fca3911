import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { RULE_VALUES } from '../../i18n/rule-values';
import { useNavigate } from 'react-router-dom';

import { usePlayer } from '../../state/player-store';
import { FriendCodePanel } from './FriendCodePanel';
import { cancelSearch } from './duel/duel-controller';
import { useMatchStore } from './match-store';
import { PlayerBadge } from './PlayerBadge';
import { opponentKind } from './score-sides';
import { useElapsed } from './use-countdown';

/** Tips 1–5 (spec §2) rotate this often (ms). */
const TIP_ROTATION_MS = 4000;
const SECONDS_PER_MINUTE = 60;
const TIP_KEYS = [
  'match.tips.tip1',
  'match.tips.tip2',
  'match.tips.tip3',
  'match.tips.tip4',
  'match.tips.tip5',
] as const;
const TIP_COUNT = TIP_KEYS.length;

/**
 * Matchmaking (spec §2/§4): searching, connecting, verifying, question preparing; the estimated wait; rotating
 * tips; cancel while searching (the fee comes back). Once the opponent is found it turns into the VS intro: both
 * players on the pitch (shirt, level, rating for people; a bot, a friend and a stranger told apart at a glance)
 * for the seconds the server takes to prepare the first card.
 */
export function MatchmakingView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phase = useMatchStore((s) => s.phase);
  const me = useMatchStore((s) => s.me);
  const opponent = useMatchStore((s) => s.opponent);
  const estimatedWaitMs = useMatchStore((s) => s.estimatedWaitMs);
  const friend = useMatchStore((s) => s.friend);
  const tournament = useMatchStore((s) => s.tournament);
  const myLevel = usePlayer().profile.level;
  const [searchStartMs] = useState(() => Date.now());
  const elapsedMs = useElapsed(searchStartMs);
  const [tip, setTip] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setTip((n) => (n + 1) % TIP_COUNT), TIP_ROTATION_MS);
    return () => window.clearInterval(id);
  }, []);

  const searching = phase === 'searching';
  const leftSeconds = Math.ceil(Math.max(0, estimatedWaitMs - elapsedMs) / 1000);
  const phaseKey =
    phase === 'connecting' || phase === 'verifying' || phase === 'preparing' ? phase : 'searching';

  const found = opponent !== null && !searching;
  return (
    <section
      className={`gg-matchmaking${found ? ' gg-matchmaking--found' : ''}`}
      aria-labelledby="gg-mm-phase"
    >
      {found ? null : (
        <div className="gg-matchmaking__spinner" aria-hidden="true">
          <span />
        </div>
      )}
      <h2 id="gg-mm-phase" className="gg-matchmaking__phase" aria-live="polite">
        {searching && friend?.role === 'host'
          ? t('friend.waitingTitle')
          : searching && friend?.role === 'guest'
            ? t('friend.joiningFriend')
            : t(`match.phase.${phaseKey}`)}
      </h2>
      {searching && friend?.role === 'host' ? (
        <FriendCodePanel
          code={friend.code}
          expiresAtMs={friend.expiresAtMs}
          tournamentName={tournament === null ? '' : t(`tournaments.${tournament}`)}
        />
      ) : null}
      {searching && friend === null ? (
        <p className="gg-matchmaking__eta">
          {leftSeconds >= SECONDS_PER_MINUTE
            ? t('match.estimatedTimeMinutes', { minutes: Math.ceil(leftSeconds / SECONDS_PER_MINUTE) })
            : leftSeconds > 0
              ? t('match.estimatedTime', { seconds: leftSeconds })
              : t('match.estimatedTimeSoon')}
        </p>
      ) : null}

      <div className="gg-matchmaking__players">
        {me !== null ? <PlayerBadge player={me} kind="you" level={myLevel} /> : null}
        <span className="gg-matchmaking__vs" aria-hidden="true">
          {t('match.vs')}
        </span>
        {opponent !== null ? (
          <div aria-live="polite">
            <p className="gg-visually-hidden">{t('match.opponentFound')}</p>
            <PlayerBadge
              player={opponent}
              kind={opponentKind(opponent, friend !== null)}
              level={opponent.level > 0 ? opponent.level : null}
            />
          </div>
        ) : (
          <div className="gg-player-badge gg-player-badge--empty" aria-hidden="true">
            <span className="gg-player-badge__question">?</span>
          </div>
        )}
      </div>

      {found ? null : (
        <aside className="gg-card gg-matchmaking__tip" aria-live="polite">
          <p className="gg-matchmaking__tip-label">{t('match.tipLabel', { n: tip + 1, total: TIP_COUNT })}</p>
          <p>{t(TIP_KEYS[tip] ?? TIP_KEYS[0], RULE_VALUES)}</p>
        </aside>
      )}

      {searching ? (
        <div className="gg-matchmaking__cancel">
          <button
            type="button"
            className="gg-button gg-button--ghost gg-button--block"
            onClick={() => {
              cancelSearch();
              navigate('/', { replace: true });
            }}
          >
            {friend?.role === 'host' ? t('friend.cancel') : t('match.cancel')}
          </button>
          <p className="gg-muted">{t('match.cancelHint')}</p>
        </div>
      ) : null}
    </section>
  );
}
