import type { DailyClue, DailyPlay, Question, QuestionCard } from '@goalguessr/game-core';
import {
  DAILY_CLUE_COUNT,
  DAILY_CLUES,
  STREAK_FREEZE_MAX,
  STREAK_FREEZE_PRICE_COINS,
  buyStreakFreezeWithCoins,
  currentStreak,
  dailyPlayFor,
  dailyQuestion,
  dailyShareText,
  pickDailyOption,
  revealDailyClue,
  saveDailyPlay,
  utcDateKey,
} from '@goalguessr/game-core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CareerPath } from '../../components/question-card/ScoutingCard';
import { useNationName } from '../../components/question-card/nation-name';
import { formatNumber } from '../../i18n';
import { shareText, type ShareOutcome } from '../../platform/share';
import { usePlayer, usePlayerStore } from '../../state/player-store';
import { loadDailyBank } from './daily-data';
import './daily.css';

type Load =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'empty' } | { kind: 'ready'; question: Question };

function ClueValue({ clue, card }: { clue: DailyClue; card: QuestionCard }) {
  const { t } = useTranslation();
  const nationName = useNationName();
  switch (clue) {
    case 'position':
      return <>{t(`match.card.positions.${card.position}`)}</>;
    case 'birth_year':
      return <>{card.birthYear}</>;
    case 'height_foot': {
      const height =
        card.heightCm !== null ? t('match.card.heightValue', { cm: card.heightCm }) : t('match.card.unknown');
      const foot = card.foot !== null ? t(`match.card.feet.${card.foot}`) : t('match.card.unknown');
      return <>{t('daily.heightAndFoot', { height, foot })}</>;
    }
    case 'nation':
      // The daily card always shows its nation; only duel questions may hide it.
      return <>{card.nation === null ? '?' : nationName(card.nation, card.flag)}</>;
    case 'world_cups':
      // A famous player who never played a World Cup: his career path instead (issue 23).
      if (card.worldCups.length === 0)
        return (
          <>
            {t('match.card.noWorldCup')}
            {card.career !== undefined ? (
              <>
                {' · '}
                {t('match.card.career')}: <CareerPath clubs={card.career} />
              </>
            ) : null}
          </>
        );
      return (
        <ul className="gg-daily__cups">
          {[...card.worldCups]
            .sort((a, b) => a.year - b.year)
            .map((cup) => (
              <li key={cup.year}>
                <strong>{cup.year}</strong>
                {' · '}
                {cup.club ?? t('match.card.clubUnknown')}
                {cup.number !== null ? ` · #${cup.number}` : ''}
              </li>
            ))}
        </ul>
      );
  }
}

/**
 * The daily card: one "Who is this player?" for everyone on a UTC date, drawn on the device from the built-in
 * data (so it plays offline). Clues come one at a time; one pick ends it; the result is shared as an emoji grid.
 */
export function DailyScreen({ todayKey }: { todayKey?: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const record = usePlayer();
  const apply = usePlayerStore((s) => s.apply);
  const [today] = useState(() => todayKey ?? utcDateKey(Date.now()));
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [shareOutcome, setShareOutcome] = useState<ShareOutcome | null>(null);
  const [freezeMessage, setFreezeMessage] = useState<'bought' | 'freezes_full' | 'not_enough_coins' | null>(
    null,
  );

  useEffect(() => {
    let live = true;
    loadDailyBank()
      .then((bank) => {
        if (!live) return;
        const question = dailyQuestion(bank, today);
        setLoad(question === undefined ? { kind: 'empty' } : { kind: 'ready', question });
      })
      .catch((error: unknown) => {
        console.warn('Daily card data failed to load', error);
        if (live) setLoad({ kind: 'error' });
      });
    return () => {
      live = false;
    };
  }, [today, attempt]);

  const saved = dailyPlayFor(record.daily.play, today);
  const play: DailyPlay | null = saved.ok ? saved.state : null;

  const savePlay = useCallback(
    (next: DailyPlay) => {
      apply((r) => saveDailyPlay(r, next));
    },
    [apply],
  );

  const streak = currentStreak(record.daily.streak, today);
  const freezes = record.daily.streak.freezes;

  const buyFreeze = () => {
    const bought = apply(buyStreakFreezeWithCoins);
    setFreezeMessage(bought.ok ? 'bought' : bought.reason === 'not_ready' ? null : bought.reason);
  };

  const streakCard = (
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
      <div role="status" aria-live="polite">
        {freezeMessage === 'bought' ? <p className="gg-notice">{t('daily.freezeBought')}</p> : null}
        {freezeMessage === 'freezes_full' ? (
          <p className="gg-notice gg-notice--error">{t('daily.freezesFull')}</p>
        ) : null}
        {freezeMessage === 'not_enough_coins' ? (
          <p className="gg-notice gg-notice--error">{t('shop.errors.notEnoughCoins')}</p>
        ) : null}
      </div>
    </section>
  );

  if (load.kind === 'loading') {
    return (
      <div className="gg-daily">
        <p className="gg-card" role="status" aria-live="polite">
          {t('daily.loading')}
        </p>
      </div>
    );
  }
  if (load.kind === 'error') {
    return (
      <div className="gg-daily">
        <div className="gg-card" role="alert">
          <p>{t('daily.loadError')}</p>
          <button
            type="button"
            className="gg-button gg-button--primary"
            onClick={() => {
              setLoad({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('daily.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (load.kind === 'empty' || play === null) {
    return (
      <div className="gg-daily">
        <p className="gg-card">{t('daily.noCard')}</p>
        {streakCard}
      </div>
    );
  }

  const { question } = load;
  const finished = play.outcome !== 'playing';
  const shownClues = DAILY_CLUES.slice(0, play.cluesShown);
  const answerName = question.options[question.correctIndex]?.name ?? '';
  const share = dailyShareText(play);

  const onShare = async () => {
    setShareOutcome(null);
    setShareOutcome(await shareText(share));
  };

  return (
    <div className="gg-daily">
      <section className="gg-card" aria-labelledby="gg-daily-card">
        <h2 id="gg-daily-card" className="gg-card__title">
          {t('daily.cardTitle', {
            date: new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(
              new Date(`${today}T00:00:00Z`),
            ),
          })}
        </h2>
        <p className="gg-muted">
          {t('daily.clueCount', {
            shown: formatNumber(play.cluesShown, lng),
            total: formatNumber(DAILY_CLUE_COUNT, lng),
          })}
        </p>
        <dl className="gg-daily__clues">
          {shownClues.map((clue, index) => (
            <div key={clue} className="gg-daily__clue" data-clue={clue}>
              <dt>
                {t('daily.clueLabel', { number: formatNumber(index + 1, lng) })} · {t(`daily.clues.${clue}`)}
              </dt>
              <dd>
                <ClueValue clue={clue} card={question.card} />
              </dd>
            </div>
          ))}
        </dl>
        {!finished && play.cluesShown < DAILY_CLUE_COUNT ? (
          <button
            type="button"
            className="gg-button gg-button--ghost gg-button--block"
            onClick={() => {
              const next = revealDailyClue(play);
              if (next.ok) savePlay(next.state);
            }}
          >
            {t('daily.nextClue')}
          </button>
        ) : null}
      </section>

      <section className="gg-card" aria-labelledby="gg-daily-pick">
        <h2 id="gg-daily-pick" className="gg-card__title">
          {t('daily.pickTitle')}
        </h2>
        {!finished ? <p className="gg-muted">{t('daily.pickHelp')}</p> : null}
        <div className="gg-daily__options" role="group" aria-labelledby="gg-daily-pick">
          {question.options.map((option, index) => {
            const state = !finished
              ? ''
              : index === question.correctIndex
                ? ' is-correct'
                : index === play.pickedIndex
                  ? ' is-wrong'
                  : '';
            return (
              <button
                key={option.id}
                type="button"
                className={`gg-button gg-button--block gg-daily__option${state}`}
                disabled={finished}
                onClick={() => {
                  const next = pickDailyOption(play, index, question.correctIndex, question.options.length);
                  if (next.ok) savePlay(next.state);
                }}
              >
                {option.name}
              </button>
            );
          })}
        </div>
      </section>

      {finished ? (
        <section className="gg-card" aria-labelledby="gg-daily-result">
          <h2 id="gg-daily-result" className="gg-card__title">
            {play.outcome === 'solved'
              ? t('daily.solved', {
                  shown: formatNumber(play.cluesShown, lng),
                  total: formatNumber(DAILY_CLUE_COUNT, lng),
                })
              : t('daily.missed', { name: answerName })}
          </h2>
          <pre className="gg-daily__share" aria-label={t('daily.shareTextLabel')}>
            {share}
          </pre>
          <button
            type="button"
            className="gg-button gg-button--primary gg-button--block"
            onClick={() => void onShare()}
          >
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
      ) : null}

      {streakCard}
    </div>
  );
}
