import type { ResultPayload, RoundSummary } from '@goalguessr/protocol';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { BoltIcon } from '../../components/play/PlayIcons';
import { formatNumber } from '../../i18n';
import { playCue } from '../../services/feedback';
import { answerLabel } from './answer-label';
import { Celebration, celebrationLine } from './Celebration';
import { useMatchStore } from './match-store';
import { usePlayerName } from './player-name';
import { firstAnswer } from './QuestionView';
import { RematchPanel } from './RematchPanel';
import { useCountUp } from './use-count-up';

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
  const { t, i18n } = useTranslation();
  if (rounds.length === 0) return null;
  const points = (n: number | undefined) =>
    n !== undefined && n > 0 ? ` ${t('play.pointsGain', { points: formatNumber(n, i18n.language) })}` : '';
  return (
    <section className="gg-card gg-review" aria-labelledby="gg-review-title">
      <h3 id="gg-review-title" className="gg-card__title">
        {t('match.review.title')}
      </h3>
      <ol className="gg-review__list">
        {rounds.map((round) => {
          const mine = round.answers.find((a) => a.sessionId === meId);
          const theirs = round.answers.find((a) => a.sessionId !== meId);
          const first = firstAnswer(mine, theirs);
          const firstMark = (who: 'me' | 'them') =>
            first?.who === who ? (
              <span className="gg-review__first">
                <BoltIcon size={12} />
                {t('play.first')}
              </span>
            ) : null;
          return (
            <li key={round.roundIndex} className="gg-review__round">
              <p className="gg-review__head">
                <span>{t('match.review.round', { n: round.roundIndex + 1 })}</span>
                <strong>{round.correctName}</strong>
              </p>
              <p className={mine?.correct === true ? 'gg-review__right' : 'gg-review__wrong'}>
                {mine?.correct === true ? '✓ ' : '✗ '}
                {t('match.review.you', { answer: answerLabel(t, mine) })}
                {points(mine?.points)}
                {firstMark('me')}
              </p>
              {opponentName !== null ? (
                <p className={theirs?.correct === true ? 'gg-review__right' : 'gg-review__wrong'}>
                  {theirs?.correct === true ? '✓ ' : '✗ '}
                  {t('match.review.them', { name: opponentName, answer: answerLabel(t, theirs) })}
                  {points(theirs?.points)}
                  {firstMark('them')}
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
 * Coins and XP earned, counting up from 0 (issue 16); the coin cue when the coins land. Screen readers get
 * the final figures at once (the counting digits are hidden from them).
 */
function Rewards({ coins, experience }: { coins: number; experience: number }) {
  const { t, i18n } = useTranslation();
  const shownCoins = useCountUp(coins, undefined, () => {
    if (coins > 0) playCue('coins');
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

/** Both players' points, counting up: with equal right answers they decide the match. */
function PointsLine({ mine, theirs }: { mine: number; theirs: number }) {
  const { t, i18n } = useTranslation();
  const shownMine = useCountUp(mine);
  const shownTheirs = useCountUp(theirs);
  const text = (me: number, them: number) =>
    t('play.pointsLine', {
      me: formatNumber(me, i18n.language),
      them: formatNumber(them, i18n.language),
    });
  return (
    <p className="gg-result__points">
      <span className="gg-visually-hidden">{text(mine, theirs)}</span>
      <span aria-hidden="true">{text(shownMine, shownTheirs)}</span>
    </p>
  );
}

function reasonText(t: TFunction, result: ResultPayload, opponentName: string): string | null {
  if (result.reason === 'decided_early') return t('match.result.decidedEarly');
  if (result.reason === 'forfeit') {
    return result.forfeitedBy === result.me.sessionId
      ? t('match.result.youForfeited')
      : t('match.result.opponentForfeited', { name: opponentName });
  }
  // Equal right answers: the points decided it.
  if (result.me.correctCount === result.opponent.correctCount && result.outcome !== 'draw')
    return t('play.decidedOnPoints');
  return null;
}

/**
 * The result screen (spec §2/§4), its actions on the first screen: the outcome on the pitch with its moment
 * (confetti, emblem, the cue and vibration the reducer sent), the final score and points, coins and XP counting
 * up, Play again and Home, the rematch against a person, then the round by round review.
 */
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
      <div className="gg-result__hero">
        <Celebration outcome={result.outcome} line={celebrationLine(result)}>
          <h2 id="gg-result-title" className="gg-result__title">
            {t(`match.result.${result.outcome}`)}
          </h2>
        </Celebration>
        {reason !== null ? <p className="gg-result__reason">{reason}</p> : null}
        <p className="gg-result__score-line">
          <span>{nameOf(result.me)}</span>
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
        <PointsLine mine={result.me.points} theirs={result.opponent.points} />
        <Rewards
          coins={rewards?.coins ?? result.rewardCoins}
          experience={rewards?.experience ?? result.experience}
        />
      </div>
      <ResultActionButtons onPlayAgain={onPlayAgain} onHome={onHome} />
      {result.opponent.isBot ? null : <RematchPanel opponentName={opponentName} />}
      <RoundReview rounds={result.rounds} meId={result.me.sessionId} opponentName={opponentName} />
    </section>
  );
}

/**
 * A result the device settled without the server's result message: a title, why, then what it earned, the rounds
 * this player saw and the way on (a forfeit; a match that ended while the player was away).
 */
function SettledView({
  outcome,
  title,
  reason,
  onPlayAgain,
  onHome,
}: ResultActions & { outcome: 'win' | 'lose' | 'draw'; title: string; reason: string }) {
  const rewards = useMatchStore((s) => s.rewards);
  const closedRounds = useMatchStore((s) => s.closedRounds);
  const me = useMatchStore((s) => s.me);
  const opponent = useMatchStore((s) => s.opponent);
  const nameOf = usePlayerName();
  return (
    <section className={`gg-result gg-result--${outcome}`} aria-labelledby="gg-result-title">
      <div className="gg-result__hero">
        <Celebration outcome={outcome} line={null}>
          <h2 id="gg-result-title" className="gg-result__title">
            {title}
          </h2>
        </Celebration>
        <p className="gg-result__reason">{reason}</p>
        <Rewards coins={rewards?.coins ?? 0} experience={rewards?.experience ?? 0} />
      </div>
      <ResultActionButtons onPlayAgain={onPlayAgain} onHome={onHome} />
      <RoundReview
        rounds={closedRounds}
        meId={me?.sessionId ?? null}
        opponentName={opponent === null ? null : nameOf(opponent)}
      />
    </section>
  );
}

/** After leaving a paired match or a connection that did not come back: an honest loss. */
export function ForfeitView({ onPlayAgain, onHome }: ResultActions) {
  const { t } = useTranslation();
  const byConnection = useMatchStore((s) => s.droppedAtMs !== null);
  return (
    <SettledView
      outcome="lose"
      title={t('match.result.forfeitTitle')}
      reason={byConnection ? t('match.result.forfeitConnection') : t('match.result.forfeitBody')}
      onPlayAgain={onPlayAgain}
      onHome={onHome}
    />
  );
}

/**
 * A match whose seat was lost, settled as the server says it ended while this player was away (issue 25): won,
 * lost or drawn, with what it earned and the rounds this player saw.
 */
export function EndedAwayView({ onPlayAgain, onHome }: ResultActions) {
  const { t } = useTranslation();
  const shown = useMatchStore((s) => s.awayShown);
  const outcome = shown === 'won' ? 'win' : shown === 'draw' ? 'draw' : 'lose';
  return (
    <SettledView
      outcome={outcome}
      title={t(`match.result.${outcome}`)}
      reason={t('match.result.awayBody')}
      onPlayAgain={onPlayAgain}
      onHome={onHome}
    />
  );
}

/** "Play again" and "Home", the same under every kind of result, side by side on the first screen. */
function ResultActionButtons({ onPlayAgain, onHome }: ResultActions) {
  const { t } = useTranslation();
  return (
    <div className="gg-result__actions">
      <button type="button" className="gg-button gg-button--primary gg-button--block" onClick={onPlayAgain}>
        {t('match.result.playAgain')}
      </button>
      <button type="button" className="gg-button gg-button--ghost gg-button--block" onClick={onHome}>
        {t('nav.home')}
      </button>
    </div>
  );
}
