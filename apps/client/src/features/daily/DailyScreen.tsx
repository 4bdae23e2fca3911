import {
  CLUE_STAGES,
  DAILY_CLUE_COUNT,
  STREAK_FREEZE_MAX,
  STREAK_FREEZE_PRICE_COINS,
  cluesByStage,
  currentStreak,
  dailyShareText,
  utcDateKey,
  type DailyPlay,
  type Question,
} from '@goalguessr/game-core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ClueCard } from '../../components/play/ClueCard';
import { OptionList, type PlayOption } from '../../components/play/OptionList';
import { PlayLayout } from '../../components/play/PlayLayout';
import { Reveal } from '../../components/play/Reveal';
import { formatNumber } from '../../i18n';
import { usePlayer } from '../../state/player-store';
import { todaysPlay } from './daily-mode';
import { buyFreeze, openDaily, pickOption, revealClue, shareResult, useDailyStore } from './daily-session';
import '../../components/play/play.css';

/** The card as far as it is shown (everything once finished is not given away: only the clues used). */
function DailyCard({ question, play }: { question: Question; play: DailyPlay }) {
  const finished = play.outcome !== 'playing';
  return (
    <ClueCard
      clues={cluesByStage(question.card).slice(0, play.cluesShown).flat()}
      stagesOut={play.cluesShown}
      nextClueAtMs={null}
      live
      onNextClue={revealClue}
      nextClueDisabled={finished || play.cluesShown >= CLUE_STAGES.length}
    />
  );
}

function dailyOptions(question: Question, play: DailyPlay): PlayOption[] {
  const finished = play.outcome !== 'playing';
  return question.options.map((option, index) => ({
    key: option.id,
    name: option.name,
    state: !finished
      ? undefined
      : index === question.correctIndex
        ? 'right'
        : index === play.pickedIndex
          ? 'wrong'
          : undefined,
    pressed: play.pickedIndex === index,
  }));
}

function StreakCard({ today }: { today: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const record = usePlayer();
  const freeze = useDailyStore((s) => s.freeze);
  const streak = currentStreak(record.daily.streak, today);
  const freezes = record.daily.streak.freezes;
  return (
    <section className="gg-card gg-daily__streak" aria-labelledby="gg-daily-streak">
      <h2 id="gg-daily-streak" className="gg-card__title">
        {t('daily.streakTitle')}
      </h2>
      <dl className="gg-stats">
        <div className="gg-stat is-highlight" data-stat="dailyStreak">
          <dt>{t('daily.streak')}</dt>
          <dd>{formatNumber(streak, lng)}</dd>
        </div>
        <div className="gg-stat" data-stat="dailyBest">
          <dt>{t('daily.bestStreak')}</dt>
          <dd>{formatNumber(record.daily.streak.best, lng)}</dd>
        </div>
        <div className="gg-stat" data-stat="dailyFreezes">
          <dt>{t('daily.freezes')}</dt>
          <dd>
            {t('daily.freezesValue', {
              held: formatNumber(freezes, lng),
              max: formatNumber(STREAK_FREEZE_MAX, lng),
            })}
          </dd>
        </div>
      </dl>
      <p className="gg-muted">{t('daily.freezeHelp')}</p>
      <button
        type="button"
        className="gg-button gg-button--ghost gg-button--block"
        onClick={buyFreeze}
        disabled={freezes >= STREAK_FREEZE_MAX}
      >
        {t('daily.buyFreeze', { count: STREAK_FREEZE_PRICE_COINS })}
      </button>
      {/* Right under its button, so the answer is read where the player looks. */}
      <div role="status" aria-live="polite">
        {freeze === 'bought' ? <p className="gg-notice">{t('daily.freezeBought')}</p> : null}
        {freeze === 'freezes_full' ? (
          <p className="gg-notice gg-notice--error">{t('daily.freezesFull')}</p>
        ) : null}
        {freeze === 'not_enough_coins' ? (
          <p className="gg-notice gg-notice--error">{t('shop.errors.notEnoughCoins')}</p>
        ) : null}
      </div>
    </section>
  );
}

/** Today's card being played: the phone's play shape, the clues asked for one stage at a time. */
function Playing({ question, play, title }: { question: Question; play: DailyPlay; title: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <PlayLayout
      labelledBy="gg-daily-pick"
      prompt={t('daily.pickTitle')}
      top={
        <>
          <h2 id="gg-daily-card" className="gg-card__title gg-solo-title">
            {title}
          </h2>
          <p className="gg-daily__meta">
            <span>
              {t('daily.clueCount', {
                shown: formatNumber(play.cluesShown, lng),
                total: formatNumber(DAILY_CLUE_COUNT, lng),
              })}
            </span>
          </p>
        </>
      }
      status={<p className="gg-muted gg-daily__help">{t('daily.pickHelp')}</p>}
      stage={<DailyCard question={question} play={play} />}
      options={
        <OptionList
          options={dailyOptions(question, play)}
          labelledBy="gg-daily-pick"
          disabled={false}
          onPick={pickOption}
        />
      }
    />
  );
}

/** Today's card finished: the verdict and the spoiler-free share first, the card and the streak after. */
function Finished({
  question,
  play,
  title,
  today,
}: {
  question: Question;
  play: DailyPlay;
  title: string;
  today: string;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const shareOutcome = useDailyStore((s) => s.share);
  const answerName = question.options[question.correctIndex]?.name ?? '';
  return (
    <>
      <Reveal
        tone={play.outcome === 'solved' ? 'right' : 'wrong'}
        title={play.outcome === 'solved' ? t('match.reveal.correct') : t('match.reveal.wrong')}
      >
        <h2 id="gg-daily-result" className="gg-reveal__answer">
          {play.outcome === 'solved'
            ? t('daily.solved', {
                shown: formatNumber(play.cluesShown, lng),
                total: formatNumber(DAILY_CLUE_COUNT, lng),
              })
            : t('daily.missed', { name: answerName })}
        </h2>
      </Reveal>
      <section className="gg-card" aria-labelledby="gg-daily-share">
        <h2 id="gg-daily-share" className="gg-card__title">
          {t('daily.share')}
        </h2>
        <pre className="gg-daily__share" aria-label={t('daily.shareTextLabel')}>
          {dailyShareText(play)}
        </pre>
        <button type="button" className="gg-button gg-button--primary gg-button--block" onClick={shareResult}>
          {t('daily.share')}
        </button>
        <div role="status" aria-live="polite">
          {shareOutcome === 'copied' ? <p className="gg-notice">{t('daily.copied')}</p> : null}
          {shareOutcome === 'failed' ? (
            <p className="gg-notice gg-notice--error">{t('daily.shareFailed')}</p>
          ) : null}
        </div>
        <p className="gg-muted">{t('daily.comeBack')}</p>
      </section>
      <StreakCard today={today} />
      <section className="gg-card gg-daily__card" aria-labelledby="gg-daily-card">
        <h2 id="gg-daily-card" className="gg-card__title">
          {title}
        </h2>
        <DailyCard question={question} play={play} />
        <h3 id="gg-daily-pick" className="gg-card__title">
          {t('daily.pickTitle')}
        </h3>
        <OptionList
          options={dailyOptions(question, play)}
          labelledBy="gg-daily-pick"
          disabled
          onPick={() => undefined}
        />
      </section>
    </>
  );
}

/**
 * The Daily card: one "Who is this player?" for everyone on a UTC date, drawn on the device from the built-in
 * data (the precached chunk of every mode played on the device, so it plays offline after the first visit).
 * The card and its clue stages are the duel's; one pick ends it; the result is shared as an emoji grid.
 */
export function DailyScreen({ todayKey }: { todayKey?: string }) {
  const { t, i18n } = useTranslation();
  const record = usePlayer();
  const [today] = useState(() => todayKey ?? utcDateKey(Date.now()));
  const load = useDailyStore((s) => (s.today === today ? s.load : 'loading'));
  const question = useDailyStore((s) => s.question);
  useEffect(() => openDaily(today), [today]);

  const play = todaysPlay(record, today);
  const title = t('daily.cardTitle', {
    date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${today}T00:00:00Z`),
    ),
  });

  if (load === 'loading' || load === 'idle') {
    return (
      <div className="gg-daily">
        <p className="gg-card" role="status" aria-live="polite">
          {t('daily.loading')}
        </p>
      </div>
    );
  }
  if (load === 'error') {
    return (
      <div className="gg-daily">
        <div className="gg-card" role="alert">
          <p>{t('daily.loadError')}</p>
          <button type="button" className="gg-button gg-button--primary" onClick={() => openDaily(today)}>
            {t('daily.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (load === 'empty' || question === null || play === null) {
    return (
      <div className="gg-daily">
        <p className="gg-card">{t('daily.noCard')}</p>
        <StreakCard today={today} />
      </div>
    );
  }
  return (
    <div className="gg-daily">
      {play.outcome === 'playing' ? (
        <Playing question={question} play={play} title={title} />
      ) : (
        <Finished question={question} play={play} title={title} today={today} />
      )}
    </div>
  );
}

/** Whether the Daily card is being played (its page then fills the screen). */
export function useDailyPlaying(): boolean {
  const record = usePlayer();
  const today = useDailyStore((s) => s.today);
  const ready = useDailyStore((s) => s.load === 'ready');
  return ready && todaysPlay(record, today)?.outcome === 'playing';
}
