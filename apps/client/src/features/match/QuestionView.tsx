import { CLUE_STAGES, POWER_UP_IDS, powerUpQuantity } from '@goalguessr/game-core';
import type { DuelPlayerStateShape, RoundEndPayload } from '@goalguessr/protocol';
import { useTranslation } from 'react-i18next';

import { usePlayer } from '../../state/player-store';
import { answerLabel } from './answer-label';
import { answer, reportCard, requestPowerUp, setPaused } from './duel/duel-controller';
import { useMatchStore } from './match-store';
import { usePlayerName } from './player-name';
import { PowerUpIcon } from '../../components/question-card/PowerUpIcon';
import { useNationName } from '../../components/question-card/nation-name';
import { ClueCard } from '../../components/question-card/ScoutingCard';
import { useCountdown, useDeadlinePassed } from './use-countdown';

/** Below this many ms left the timer bar turns to its hurry colour. */
const TIMER_HURRY_MS = 5000;

function Scoreboard() {
  const { t } = useTranslation();
  const me = useMatchStore((s) => s.me);
  const opponent = useMatchStore((s) => s.opponent);
  const answerResult = useMatchStore((s) => s.answerResult);
  const nameOf = usePlayerName();
  const side = (player: DuelPlayerStateShape | null, isMe: boolean) => {
    if (player === null) return null;
    const answered = player.answeredThisRound || (isMe && answerResult !== null);
    return (
      <div className={`gg-score__side${isMe ? ' gg-score__side--me' : ''}`}>
        <p className="gg-score__name">{nameOf(player)}</p>
        <p className="gg-score__value" aria-label={t('match.scoreOf', { name: nameOf(player) })}>
          {player.correctCount}
        </p>
        {!isMe ? (
          <p className={`gg-score__status${answered ? ' gg-score__status--done' : ''}`} aria-live="polite">
            {player.connection === 'reconnecting'
              ? t('match.opponentReconnecting')
              : answered
                ? t('match.opponentAnswered')
                : t('match.opponentThinking')}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <div className="gg-score">
      {side(me, true)}
      <span className="gg-score__sep" aria-hidden="true">
        :
      </span>
      {side(opponent, false)}
    </div>
  );
}

function TimerBar({ deadlineAtMs, startedAtMs }: { deadlineAtMs: number; startedAtMs: number }) {
  const { t } = useTranslation();
  const clockOffsetMs = useMatchStore((s) => s.clockOffsetMs);
  const leftMs = useCountdown(deadlineAtMs, clockOffsetMs) ?? 0;
  const totalMs = Math.max(1, deadlineAtMs - startedAtMs);
  const percent = Math.min(100, (leftMs / totalMs) * 100);
  const seconds = Math.ceil(leftMs / 1000);
  return (
    <div className="gg-timer">
      <div
        className={`gg-timer__bar${leftMs <= TIMER_HURRY_MS ? ' gg-timer__bar--hurry' : ''}`}
        role="progressbar"
        aria-label={t('match.timeLeftLabel')}
        aria-valuemin={0}
        aria-valuemax={Math.round(totalMs / 1000)}
        aria-valuenow={seconds}
        aria-valuetext={t('match.timeLeft', { seconds })}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className="gg-timer__seconds" aria-hidden="true">
        {seconds}
      </span>
    </div>
  );
}

function PowerUpBar({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const record = usePlayer();
  const leftInMatch = useMatchStore((s) => s.powerUpsLeftInMatch);
  const usedThisRound = useMatchStore((s) => s.powerUpsUsedThisRound);
  const pending = useMatchStore((s) => s.pendingPowerUp);
  return (
    <div className="gg-powerups" role="group" aria-label={t('match.powerUps.label')}>
      {POWER_UP_IDS.map((id) => {
        const owned = powerUpQuantity(record, id);
        // At zero the button stays active, so the player learns why ("Not enough power-ups!").
        const blocked =
          disabled || pending !== null || (owned > 0 && (usedThisRound.includes(id) || leftInMatch[id] <= 0));
        return (
          <button
            key={id}
            type="button"
            className={`gg-powerup${owned <= 0 ? ' gg-powerup--empty' : ''}`}
            disabled={blocked}
            title={t(`match.powerUps.${id}Hint`)}
            onClick={() => requestPowerUp(id)}
          >
            <span className="gg-powerup__icon" aria-hidden="true">
              <PowerUpIcon id={id} />
            </span>
            <span className="gg-powerup__name" aria-hidden="true">
              {t(`match.powerUps.${id}`)}
            </span>
            <span className="gg-powerup__count" aria-hidden="true">
              {owned}
            </span>
            {/* The name read out includes the count; the visible parts above are hidden from it. */}
            <span className="gg-visually-hidden">
              {t('match.powerUps.use', { name: t(`match.powerUps.${id}`), left: owned })}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * After the round: for a wrong pick, the picked player's nation, position and era beside the answer's, so the
 * reveal says why it was wrong (the facts come keyed by the round's option tokens); and "Report this card".
 */
function WhyWrong({ closed, pickedToken }: { closed: RoundEndPayload; pickedToken: string | null }) {
  const { t } = useTranslation();
  const nationName = useNationName();
  const report = useMatchStore((s) => s.cardReports[closed.roundIndex]);
  const facts = (token: string): string | null => {
    const f = closed.optionFacts[token];
    if (f === undefined) return null;
    return t('match.reveal.factsLine', {
      nation: nationName(f.nation, f.flag),
      position: t(`match.card.positions.${f.position}`),
      year: f.birthYear,
    });
  };
  const picked =
    pickedToken !== null && pickedToken !== closed.correctToken
      ? closed.options.find((o) => o.token === pickedToken)
      : undefined;
  const pickedFacts = picked !== undefined ? facts(picked.token) : null;
  const answerFacts = facts(closed.correctToken);
  return (
    <div className="gg-reveal__why">
      {picked !== undefined && pickedFacts !== null && answerFacts !== null ? (
        <>
          <p className="gg-reveal__why-title">{t('match.reveal.whyNot', { name: picked.name })}</p>
          <p className="gg-reveal__why-picked">
            {t('match.reveal.optionFacts', { name: picked.name, facts: pickedFacts })}
          </p>
          <p className="gg-reveal__why-answer">
            {t('match.reveal.optionFacts', { name: closed.correctName, facts: answerFacts })}
          </p>
        </>
      ) : null}
      {report === 'sent' ? (
        <p className="gg-reveal__reported">{t('match.reveal.reportSent')}</p>
      ) : report === 'failed' ? (
        <p className="gg-reveal__reported">{t('match.reveal.reportFailed')}</p>
      ) : (
        <button
          type="button"
          className="gg-reveal__report"
          disabled={report === 'pending'}
          onClick={() => reportCard(closed.roundIndex)}
        >
          {t('match.reveal.report')}
        </button>
      )}
    </div>
  );
}

function Reveal() {
  const { t } = useTranslation();
  const answerResult = useMatchStore((s) => s.answerResult);
  const roundEnd = useMatchStore((s) => s.roundEnd);
  const round = useMatchStore((s) => s.round);
  const opponent = useMatchStore((s) => s.opponent);
  const nameOf = usePlayerName();
  if (answerResult === null || round === null || answerResult.roundIndex !== round.roundIndex) return null;
  const title =
    answerResult.kind === 'golden_shot'
      ? t('match.reveal.goldenShot')
      : answerResult.kind === 'timeout'
        ? t('match.reveal.timeUp')
        : answerResult.correct
          ? t('match.reveal.correct')
          : t('match.reveal.wrong');
  const closed = roundEnd !== null && roundEnd.roundIndex === round.roundIndex ? roundEnd : undefined;
  const theirs =
    roundEnd !== null && roundEnd.roundIndex === round.roundIndex && opponent !== null
      ? roundEnd.answers.find((a) => a.sessionId === opponent.sessionId)
      : undefined;
  return (
    <div
      className={`gg-reveal ${answerResult.correct ? 'gg-reveal--right' : 'gg-reveal--wrong'}`}
      role="status"
      aria-live="assertive"
    >
      <p className="gg-reveal__title">{title}</p>
      <p className="gg-reveal__answer">{t('match.reveal.answer', { name: answerResult.correctName })}</p>
      {closed !== undefined ? <WhyWrong closed={closed} pickedToken={answerResult.optionToken} /> : null}
      {opponent !== null ? (
        <p className="gg-reveal__opponent">
          {theirs === undefined
            ? t('match.reveal.waitingOpponent', { name: nameOf(opponent) })
            : t(theirs.correct ? 'match.reveal.opponentRight' : 'match.reveal.opponentWrong', {
                name: nameOf(opponent),
                answer: answerLabel(t, theirs),
              })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The question screen (spec §2): scores and whether the opponent answered, the server-clock timer bar, the
 * warning, the scouting card, four options, the reveal, the power-up bar and the pause button.
 */
export function QuestionView() {
  const { t } = useTranslation();
  const round = useMatchStore((s) => s.round);
  const removed = useMatchStore((s) => s.removedOptions);
  const pending = useMatchStore((s) => s.pendingOption);
  const answerResult = useMatchStore((s) => s.answerResult);
  const warningRound = useMatchStore((s) => s.warningRound);
  const notice = useMatchStore((s) => s.notice);
  const clockOffsetMs = useMatchStore((s) => s.clockOffsetMs);
  const roundEnd = useMatchStore((s) => s.roundEnd);
  // Only the timer bar ticks; the rest of the question re-renders when the deadline passes.
  const timeUp = useDeadlinePassed(round?.deadlineAtMs ?? null, clockOffsetMs);
  if (round === null) return null;
  const resolved = answerResult !== null && answerResult.roundIndex === round.roundIndex;
  // Once the round is closed for both, the whole card is out.
  const closed = roundEnd !== null && roundEnd.roundIndex === round.roundIndex ? roundEnd : undefined;
  const nextClueAtServerMs = closed === undefined ? round.clueRevealAtMs[round.clues.length] : undefined;
  const locked = resolved || pending !== null || timeUp;

  return (
    <section className="gg-question" aria-labelledby="gg-question-title">
      <div className="gg-question__top">
        <p className="gg-question__round">
          {t('match.round', { current: round.roundIndex + 1, total: round.totalRounds })}
        </p>
        <button
          type="button"
          className="gg-button gg-button--ghost gg-question__pause"
          onClick={() => setPaused(true)}
        >
          {t('match.pause.open')}
        </button>
      </div>
      <Scoreboard />
      {resolved ? null : <TimerBar deadlineAtMs={round.deadlineAtMs} startedAtMs={round.roundStartedAtMs} />}
      {warningRound === round.roundIndex ? (
        <p className="gg-question__warning" role="alert">
          {t('match.warning')}
        </p>
      ) : null}
      <ClueCard
        clues={closed?.clues ?? round.clues.flat()}
        stagesOut={closed !== undefined ? CLUE_STAGES.length : round.clues.length}
        nextClueAtMs={nextClueAtServerMs === undefined ? null : nextClueAtServerMs - clockOffsetMs}
        live
      />
      <h2 id="gg-question-title" className="gg-question__title">
        {t('match.whoIsThis')}
      </h2>
      <div className="gg-options" role="group" aria-labelledby="gg-question-title">
        {round.options.map((option) => {
          const isRemoved = removed.includes(option.token);
          const isCorrect = resolved && answerResult.correctToken === option.token;
          const isPicked = resolved ? answerResult.optionToken === option.token : pending === option.token;
          const state = isCorrect ? 'right' : isPicked && resolved ? 'wrong' : isPicked ? 'picked' : '';
          return (
            <button
              key={option.token}
              type="button"
              className={`gg-option${state !== '' ? ` gg-option--${state}` : ''}${isRemoved ? ' gg-option--removed' : ''}`}
              disabled={locked || isRemoved}
              aria-pressed={isPicked}
              onClick={() => answer(option.token)}
            >
              {option.name}
              {isRemoved ? <span className="gg-visually-hidden"> {t('match.removedOption')}</span> : null}
            </button>
          );
        })}
      </div>
      <Reveal />
      {notice !== null ? (
        <p className="gg-question__notice" role="alert">
          {t(`match.notices.${notice}`)}
        </p>
      ) : null}
      <PowerUpBar disabled={locked} />
    </section>
  );
}
