import type { ResultPayload, RoundSummary } from '@goalguessr/protocol';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../i18n';
import { playSound } from '../../services/feedback';
import { answerLabel } from './answer-label';
import { Celebration } from './Celebration';
import { useMatchStore } from './match-store';
import { usePlayerName } from './player-name';
import { useCountUp } from './use-count-up';
import { RematchPanel } from './RematchPanel';

interface ResultActions {
  onPlayAgain: () => void;
  onHome: () => void;
}

function RoundReview({
  rounds,
  meId,
  opponentName,
}: {
  rounds: RoundSummary[];
  meId: string | null;
  opponentName: string | null;
}) {
  const { t } = useTranslation();
  if (rounds.length === 0) return null;
  return (
    <section className="gg-card gg-review" aria-labelledby="gg-review-title">
      <h3 id="gg-review-title" className="gg-card__title">
        {t('match.review.title')}
      </h3>
      <ol className="gg-review__list">
        {rounds.map((round) => {
          const mine = round.answers.find((a) => a.sessionId === meId);
          const theirs = round.answers.find((a) => a.sessionId !== meId);
          return (
            <li key={round.roundIndex} className="gg-review__round">
              <p className="gg-review__head">
                <span>{t('match.review.round', { n: round.roundIndex + 1 })}</span>
                <strong>{round.correctName}</strong>
              </p>
              <p className={mine?.correct === true ? 'gg-review__right' : 'gg-review__wrong'}>
                {mine?.correct === true ? '✓ ' : '✗ '}
                {t('match.review.you', { answer: answerLabel(t, mine) })}
              </p>
              {opponentName !== null ? (
                <p className={theirs?.correct === true ? 'gg-review__right' : 'gg-review__wrong'}>
                  {theirs?.correct === true ? '✓ ' : '✗ '}
                  {t('match.review.them', { name: opponentName, answer: answerLabel(t, theirs) })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * Coins and XP earned, counting up from 0 (issue 16); the coin sound when the coins land. Screen readers get
 * the final figures at once (the counting digits are hidden from them).
 */
function Rewards({ coins, experience }: { coins: number; experience: number }) {
  const { t, i18n } = useTranslation();
  const shownCoins = useCountUp(coins, undefined, () => {
    if (coins > 0) playSound('coin');
  });
  const shownXp = useCountUp(experience);
  const coinsText = (n: number) => t('match.result.coinsValue', { coins: formatNumber(n, i18n.language) });
  const xpText = (n: number) => t('match.result.experienceValue', { xp: formatNumber(n, i18n.language) });
  return (
    <dl className="gg-result__rewards">
      <div>
        <dt>{t('match.result.coins')}</dt>
        <dd>
          <span className="gg-visually-hidden">{coinsText(coins)}</span>
          <span aria-hidden="true" data-testid="result-coins">
            {coinsText(shownCoins)}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('match.result.experience')}</dt>
        <dd>
          <span className="gg-visually-hidden">{xpText(experience)}</span>
          <span aria-hidden="true" data-testid="result-xp">
            {xpText(shownXp)}
          </span>
        </dd>
      </div>
    </dl>
  );
}

function reasonText(t: TFunction, result: ResultPayload, opponentName: string): string | null {
  if (result.reason === 'decided_early') return t('match.result.decidedEarly');
  if (result.reason === 'forfeit') {
    return result.forfeitedBy === result.me.sessionId
      ? t('match.result.youForfeited')
      : t('match.result.opponentForfeited', { name: opponentName });
  }
  return null;
}

/** The result screen (spec §2/§4): outcome, final score, coins and XP, the round review, play again and home. */
export function ResultView({ onPlayAgain, onHome }: ResultActions) {
  const { t } = useTranslation();
  const result = useMatchStore((s) => s.result);
  const rewards = useMatchStore((s) => s.rewards);
  const nameOf = usePlayerName();
  if (result === null) return null;
  const opponentName = nameOf(result.opponent);
  const reason = reasonText(t, result, opponentName);
  return (
    <section className={`gg-result gg-result--${result.outcome}`} aria-labelledby="gg-result-title">
      <h2 id="gg-result-title" className="gg-result__title">
        {t(`match.result.${result.outcome}`)}
      </h2>
      <Celebration outcome={result.outcome} />
      {reason !== null ? <p className="gg-result__reason">{reason}</p> : null}
      <div className="gg-card gg-result__score">
        <p className="gg-muted">{t('match.result.finalScore')}</p>
        <p className="gg-result__score-line">
          <span>{result.me.username}</span>
          <strong
            aria-label={t('match.result.scoreLabel', {
              me: result.me.correctCount,
              them: result.opponent.correctCount,
            })}
          >
            {result.me.correctCount} – {result.opponent.correctCount}
          </strong>
          <span>{opponentName}</span>
        </p>
        <Rewards
          coins={rewards?.coins ?? result.rewardCoins}
          experience={rewards?.experience ?? result.experience}
        />
      </div>
      {result.opponent.isBot ? null : <RematchPanel opponentName={opponentName} />}
      <RoundReview rounds={result.rounds} meId={result.me.sessionId} opponentName={opponentName} />
      <ResultActionButtons onPlayAgain={onPlayAgain} onHome={onHome} />
    </section>
  );
}

/** After leaving a paired match or a connection that did not come back: an honest loss. */
export function ForfeitView({ onPlayAgain, onHome }: ResultActions) {
  const { t } = useTranslation();
  const rewards = useMatchStore((s) => s.rewards);
  const closedRounds = useMatchStore((s) => s.closedRounds);
  const me = useMatchStore((s) => s.me);
  const opponent = useMatchStore((s) => s.opponent);
  const byConnection = useMatchStore((s) => s.droppedAtMs !== null);
  const nameOf = usePlayerName();
  return (
    <section className="gg-result gg-result--lose" aria-labelledby="gg-result-title">
      <h2 id="gg-result-title" className="gg-result__title">
        {t('match.result.forfeitTitle')}
      </h2>
      <Celebration outcome="lose" />
      <p className="gg-result__reason">
        {byConnection ? t('match.result.forfeitConnection') : t('match.result.forfeitBody')}
      </p>
      <div className="gg-card gg-result__score">
        <Rewards coins={rewards?.coins ?? 0} experience={rewards?.experience ?? 0} />
      </div>
      <RoundReview
        rounds={closedRounds}
        meId={me?.sessionId ?? null}
        opponentName={opponent === null ? null : nameOf(opponent)}
      />
      <ResultActionButtons onPlayAgain={onPlayAgain} onHome={onHome} />
    </section>
  );
}

/** "Play again" and "Home", the same under every kind of result. */
function ResultActionButtons({ onPlayAgain, onHome }: ResultActions) {
  const { t } = useTranslation();
  return (
    <div className="gg-result__actions">
      <button
        type="button"
        className="gg-button gg-button--primary gg-button--block gg-button--big"
        onClick={onPlayAgain}
      >
        {t('match.result.playAgain')}
      </button>
      <button type="button" className="gg-button gg-button--ghost gg-button--block" onClick={onHome}>
        {t('nav.home')}
      </button>
    </div>
  );
}
