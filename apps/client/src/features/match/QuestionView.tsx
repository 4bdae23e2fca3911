import { CLUE_STAGES, POWER_UP_IDS, powerUpQuantity, type PowerUpId } from '@goalguessr/game-core';
import type { RoundEndPayload, RoundAnswer } from '@goalguessr/protocol';
import { useTranslation } from 'react-i18next';

import { ClueCard } from '../../components/play/ClueCard';
import { useNationName } from '../../components/play/nation-name';
import { OptionList, type PlayOption } from '../../components/play/OptionList';
import { PlayLayout } from '../../components/play/PlayLayout';
import { BoltIcon } from '../../components/play/PlayIcons';
import { PowerUpBar } from '../../components/play/PowerUpBar';
import { PowerUpIcon } from '../../components/play/PowerUpIcon';
import { Reveal } from '../../components/play/Reveal';
import { VersusScore } from '../../components/play/Score';
import { usePlayer } from '../../state/player-store';
import { answerLabel } from './answer-label';
import { answer, reportCard, requestPowerUp } from './duel/duel-controller';
import { useMatchStore } from './match-store';
import { useScoreSides } from './score-sides';
import { usePlayerName } from './player-name';
import { useCountdown, useDeadlinePassed } from './use-countdown';
import { RULE_VALUES } from '../../i18n/rule-values';

/** Below this many ms left the timer bar turns to its hurry colour. */
const TIMER_HURRY_MS = 5000;

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

function DuelPowerUps({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const record = usePlayer();
  const leftInMatch = useMatchStore((s) => s.powerUpsLeftInMatch);
  const usedThisRound = useMatchStore((s) => s.powerUpsUsedThisRound);
  const pending = useMatchStore((s) => s.pendingPowerUp);
  const items = POWER_UP_IDS.map((id) => {
    const owned = powerUpQuantity(record, id);
    return {
      id,
      name: t(`match.powerUps.${id}`),
      hint: t(`match.powerUps.${id}Hint`, RULE_VALUES),
      count: owned,
      icon: <PowerUpIcon id={id} />,
      // At zero the button stays active, so the player learns why ("Not enough power-ups!").
      disabled:
        disabled || pending !== null || (owned > 0 && (usedThisRound.includes(id) || leftInMatch[id] <= 0)),
    };
  });
  return <PowerUpBar items={items} onUse={(id) => requestPowerUp(id as PowerUpId)} />;
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

/** Who answered first in a closed round (both must have answered), with the time it took. */
export function firstAnswer(
  mine: RoundAnswer | undefined,
  theirs: RoundAnswer | undefined,
): { who: 'me' | 'them'; ms: number } | null {
  const a = mine?.answerTimeMs ?? null;
  const b = theirs?.answerTimeMs ?? null;
  if (a === null || b === null || mine?.kind === 'timeout' || theirs?.kind === 'timeout') return null;
  return a <= b ? { who: 'me', ms: a } : { who: 'them', ms: b };
}

/** The verdict of this player's answer, in place of the card: points, who was first, why not, the opponent's. */
function DuelReveal() {
  const { t, i18n } = useTranslation();
  const answerResult = useMatchStore((s) => s.answerResult);
  const roundEnd = useMatchStore((s) => s.roundEnd);
  const round = useMatchStore((s) => s.round);
  const opponent = useMatchStore((s) => s.opponent);
  const meId = useMatchStore((s) => s.me?.sessionId ?? null);
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
  const mine = closed?.answers.find((a) => a.sessionId === meId);
  const theirs =
    opponent === null ? undefined : closed?.answers.find((a) => a.sessionId === opponent.sessionId);
  const first = firstAnswer(mine, theirs);
  const seconds = (ms: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(
      ms / 1000,
    );
  return (
    <Reveal tone={answerResult.correct ? 'right' : 'wrong'} title={title} points={answerResult.points}>
      <p className="gg-reveal__answer">{t('match.reveal.answer', { name: answerResult.correctName })}</p>
      {first !== null && opponent !== null ? (
        <p className="gg-reveal__first">
          <BoltIcon size={14} />
          {first.who === 'me'
            ? t('play.firstYou', { seconds: seconds(first.ms) })
            : t('play.firstThem', { name: nameOf(opponent), seconds: seconds(first.ms) })}
        </p>
      ) : null}
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
      {closed !== undefined ? <WhyWrong closed={closed} pickedToken={answerResult.optionToken} /> : null}
    </Reveal>
  );
}

/**
 * The question screen (spec §2), shaped for a phone by PlayLayout (the game page's toolbar carries the round
 * and Pause): the running score (right answers, points, the round's points as they land), the server-clock
 * timer and the warning, the scouting
 * card — with the verdict over it once answered — the four answers and the power-up bar, always in view.
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
  const sides = useScoreSides();
  // Only the timer bar ticks; the rest of the question re-renders when the deadline passes.
  const timeUp = useDeadlinePassed(round?.deadlineAtMs ?? null, clockOffsetMs);
  if (round === null) return null;
  const resolved = answerResult !== null && answerResult.roundIndex === round.roundIndex;
  // Once the round is closed for both, the whole card is out.
  const closed = roundEnd !== null && roundEnd.roundIndex === round.roundIndex ? roundEnd : undefined;
  const nextClueAtServerMs = closed === undefined ? round.clueRevealAtMs[round.clues.length] : undefined;
  const locked = resolved || pending !== null || timeUp;
  const options: PlayOption[] = round.options.map((option) => {
    const isCorrect = resolved && answerResult.correctToken === option.token;
    const isPicked = resolved ? answerResult.optionToken === option.token : pending === option.token;
    return {
      key: option.token,
      name: option.name,
      state: isCorrect ? 'right' : isPicked && resolved ? 'wrong' : isPicked ? 'picked' : undefined,
      pressed: isPicked,
      removed: removed.includes(option.token),
      points: isCorrect && isPicked ? answerResult.points : null,
    };
  });

  return (
    <PlayLayout
      labelledBy="gg-question-title"
      prompt={t('match.whoIsThis')}
      top={sides !== null ? <VersusScore me={sides.me} opponent={sides.opponent} /> : null}
      status={
        <>
          {resolved ? (
            // the timer's place is kept, so the card above the answers does not move when the verdict comes
            <div className="gg-timer" aria-hidden="true" />
          ) : (
            <TimerBar deadlineAtMs={round.deadlineAtMs} startedAtMs={round.roundStartedAtMs} />
          )}
          {warningRound === round.roundIndex ? (
            <p className="gg-play__warning" role="alert">
              {t('match.warning')}
            </p>
          ) : null}
        </>
      }
      stage={
        <ClueCard
          clues={closed?.clues ?? round.clues.flat()}
          stagesOut={closed !== undefined ? CLUE_STAGES.length : round.clues.length}
          nextClueAtMs={nextClueAtServerMs === undefined ? null : nextClueAtServerMs - clockOffsetMs}
          live
        />
      }
      overlay={resolved ? <DuelReveal /> : null}
      options={
        <OptionList
          options={options}
          labelledBy="gg-question-title"
          disabled={locked}
          onPick={(index) => {
            const token = round.options[index]?.token;
            if (token !== undefined) answer(token);
          }}
        />
      }
      notice={notice !== null ? <p>{t(`match.notices.${notice}`)}</p> : null}
      bar={<DuelPowerUps disabled={locked} />}
    />
  );
}
