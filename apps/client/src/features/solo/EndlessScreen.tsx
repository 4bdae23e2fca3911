import {
  ENDLESS_STACK_CAPACITY,
  MAX_LIVES,
  POWER_UP_IDS,
  endlessFullMsLeft,
  endlessHurryUp,
  type EndlessNotice,
  type EndlessPowerUp,
  type EndlessState,
} from '@goalguessr/game-core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { OverlayDialog } from '../../components/overlay-dialog/OverlayDialog';
import { PowerUpIcon } from '../../components/question-card/PowerUpIcon';
import { Tutorial } from '../../components/tutorial/Tutorial';
import { formatNumber } from '../../i18n';
import { playerActions } from '../../lib/player-actions';
import { usePlayer } from '../../state/player-store';
import {
  answerTopCard,
  askEndlessClue,
  pauseEndless,
  quitEndless,
  resumeEndless,
  startEndlessRun,
  triggerEndlessPowerUp,
  useEndlessStore,
} from './endless-session';
import { SoloClueCard } from './SoloClueCard';
import { SoloLoadFailed, SoloLoading } from './SoloDataStates';
import { soloTutorialPages } from './solo-tutorial';
import './solo.css';

/** Notices of the Endless rules, in the texts of spec §8 the app already has. */
const NOTICE_KEYS = {
  no_cards: 'errors.noCards',
  lives_full: 'errors.livesFull',
  not_enough_power_ups: 'match.notices.not_enough_power_ups',
  nothing_to_remove: 'solo.nothingToRemove',
} as const satisfies Record<EndlessNotice, string>;

function Hud({ run }: { run: EndlessState }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="gg-solo-hud">
      <p className="gg-solo-hud__item">
        <span className="gg-solo-hud__label">{t('solo.score')}</span>
        <strong aria-live="polite">{formatNumber(run.score, i18n.language)}</strong>
      </p>
      <p className="gg-solo-hud__item">
        <span className="gg-solo-hud__label" aria-hidden="true">
          {t('solo.lives')}
        </span>
        <span className="gg-solo-lives" aria-hidden="true">
          {Array.from({ length: MAX_LIVES }, (_, i) => (
            <span key={i} className={i < run.lives ? 'gg-solo-life' : 'gg-solo-life gg-solo-life--lost'}>
              ♥
            </span>
          ))}
        </span>
        <span className="gg-visually-hidden">
          {t('solo.livesLabel', { lives: run.lives, max: MAX_LIVES })}
        </span>
      </p>
      <p className="gg-solo-hud__item">
        <span className="gg-solo-hud__label">{t('solo.streak')}</span>
        <strong>{formatNumber(run.streak, i18n.language)}</strong>
      </p>
      <p className="gg-solo-hud__item">
        <span className="gg-solo-hud__label">{t('solo.cards')}</span>
        <strong>{t('solo.cardsValue', { cards: run.stack.length, max: ENDLESS_STACK_CAPACITY })}</strong>
      </p>
    </div>
  );
}

function HurryUp({ run }: { run: EndlessState }) {
  const { t } = useTranslation();
  const nowMs = useEndlessStore((s) => s.nowMs);
  if (!endlessHurryUp(run)) return null;
  const seconds = Math.ceil(endlessFullMsLeft(run, nowMs) / 1000);
  return (
    <p className="gg-solo-hurry" role="alert">
      <strong>{t('solo.hurryUp')}</strong>{' '}
      {run.fullSinceMs !== null ? t('solo.fullCountdown', { seconds }) : t('solo.nearlyFull')}
    </p>
  );
}

function PowerUps({ run }: { run: EndlessState }) {
  const { t } = useTranslation();
  const items: { id: EndlessPowerUp; name: string; hint: string; left: number }[] = [
    ...POWER_UP_IDS.map((id) => ({
      id,
      name: t(`match.powerUps.${id}`),
      hint: t(`solo.powerUpHints.${id}`),
      left: run.powerUps[id],
    })),
    { id: 'cards', name: t('solo.cardsPowerUp'), hint: t('solo.powerUpHints.cards'), left: run.cardClears },
  ];
  return (
    <div className="gg-powerups gg-solo-powerups" role="group" aria-label={t('match.powerUps.label')}>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          className={`gg-powerup${item.left <= 0 ? ' gg-powerup--empty' : ''}`}
          title={item.hint}
          disabled={run.phase !== 'running'}
          onClick={() => triggerEndlessPowerUp(item.id)}
        >
          <span className="gg-powerup__icon" aria-hidden="true">
            {item.id === 'cards' ? (
              <span className="gg-solo-cards-icon">🂠</span>
            ) : (
              <PowerUpIcon id={item.id} />
            )}
          </span>
          <span className="gg-powerup__name" aria-hidden="true">
            {item.name}
          </span>
          <span className="gg-powerup__count" aria-hidden="true">
            {item.left}
          </span>
          <span className="gg-visually-hidden">
            {t('match.powerUps.use', { name: item.name, left: item.left })}
          </span>
        </button>
      ))}
    </div>
  );
}

function LastAnswer({ run }: { run: EndlessState }) {
  const { t } = useTranslation();
  const last = run.lastAnswer;
  if (last === null) return null;
  const name = last.question.options[last.question.correctIndex]?.name ?? '';
  return (
    <p
      key={last.cardId}
      className={`gg-solo-flash ${last.correct ? 'gg-solo-flash--right' : 'gg-solo-flash--wrong'}`}
      role="status"
    >
      {last.kind === 'golden_shot'
        ? t('solo.goldenShot', { name })
        : last.correct
          ? t('solo.right', { points: last.points })
          : t('solo.wrong', { name })}
    </p>
  );
}

/** The top card's clues as far as its clue clock has run (re-rendered by every tick of the run). */
function TopCardClues({ run }: { run: EndlessState }) {
  const nowMs = useEndlessStore((s) => s.nowMs);
  const top = run.stack[0];
  if (top === undefined || run.topClues === null) return null;
  return (
    <SoloClueCard card={top.question.card} clock={run.topClues} nowMs={nowMs} onNextClue={askEndlessClue} />
  );
}

function PausePanel() {
  const { t } = useTranslation();
  const first = useRef<HTMLButtonElement>(null);
  return (
    <OverlayDialog
      titleId="gg-solo-pause"
      title={t('solo.paused')}
      className="gg-solo-pause"
      onEscape={resumeEndless}
      initialFocus={first}
    >
      <p>{t('solo.pausedBody')}</p>
      <button
        ref={first}
        type="button"
        className="gg-button gg-button--primary gg-button--block"
        onClick={resumeEndless}
      >
        {t('solo.resume')}
      </button>
      <button type="button" className="gg-button gg-button--ghost gg-button--block" onClick={quitEndless}>
        {t('solo.endRun')}
      </button>
    </OverlayDialog>
  );
}

function Playing({ run }: { run: EndlessState }) {
  const { t } = useTranslation();
  const notice = useEndlessStore((s) => s.notice);
  const top = run.stack[0];
  const below = run.stack.slice(1);
  return (
    <section className="gg-solo-play" aria-labelledby="gg-endless-question">
      <div className="gg-solo-play__top">
        <Hud run={run} />
        <button type="button" className="gg-button gg-button--ghost" onClick={pauseEndless}>
          {t('match.pause.open')}
        </button>
      </div>
      <HurryUp run={run} />
      <div
        className="gg-solo-stack"
        aria-label={t('solo.stackLabel', { cards: run.stack.length, max: ENDLESS_STACK_CAPACITY })}
        role="img"
      >
        {Array.from({ length: ENDLESS_STACK_CAPACITY }, (_, i) => (
          <span
            key={i}
            className={`gg-solo-stack__slot${i < run.stack.length ? ' gg-solo-stack__slot--filled' : ''}`}
          />
        ))}
      </div>
      {top !== undefined ? (
        <div className="gg-solo-card" key={top.id}>
          <TopCardClues run={run} />
          <h2 id="gg-endless-question" className="gg-question__title">
            {t('match.whoIsThis')}
          </h2>
          <div className="gg-options" role="group" aria-labelledby="gg-endless-question">
            {top.question.options.map((option, index) => {
              const removed = top.removedOptions.includes(index);
              return (
                <button
                  key={option.id}
                  type="button"
                  className={`gg-option${removed ? ' gg-option--removed' : ''}`}
                  disabled={removed || run.phase !== 'running'}
                  onClick={() => answerTopCard(index)}
                >
                  {option.name}
                  {removed ? <span className="gg-visually-hidden"> {t('match.removedOption')}</span> : null}
                </button>
              );
            })}
          </div>
        </div>
      ) : (
        <p className="gg-solo-waiting">{t('solo.nextCardComing')}</p>
      )}
      {below.length > 0 ? (
        <p className="gg-solo-below">{t('solo.waitingCards', { waiting: below.length })}</p>
      ) : null}
      <LastAnswer run={run} />
      <div className="gg-solo-notice" role="alert">
        {notice !== null ? <p className="gg-notice gg-notice--error">{t(NOTICE_KEYS[notice])}</p> : null}
      </div>
      <PowerUps run={run} />
      {run.phase === 'paused' ? <PausePanel /> : null}
    </section>
  );
}

function GameOver() {
  const { t, i18n } = useTranslation();
  const result = useEndlessStore((s) => s.result);
  const lng = i18n.language;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="gg-card gg-solo-over" aria-labelledby="gg-endless-over">
      <h2 id="gg-endless-over" ref={heading} tabIndex={-1}>
        {t('solo.gameOver')}
      </h2>
      {result !== null ? (
        <>
          <p className="gg-solo-over__reason">{t(`solo.endReasons.${result.reason}`)}</p>
          {result.newBest && result.score > 0 ? (
            <p className="gg-solo-over__best">{t('solo.newBest')}</p>
          ) : null}
          <dl className="gg-solo-figures">
            <div>
              <dt>{t('solo.score')}</dt>
              <dd>{formatNumber(result.score, lng)}</dd>
            </div>
            <div>
              <dt>{t('solo.bestScore')}</dt>
              <dd>{formatNumber(result.bestScore, lng)}</dd>
            </div>
            <div>
              <dt>{t('solo.coinsEarned')}</dt>
              <dd>{formatNumber(result.coins, lng)}</dd>
            </div>
            <div>
              <dt>{t('solo.xpEarned')}</dt>
              <dd>{formatNumber(result.experience, lng)}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p>{t('solo.notRecorded')}</p>
      )}
      <div className="gg-solo-actions">
        <button
          type="button"
          className="gg-button gg-button--primary gg-button--block"
          onClick={() => void startEndlessRun()}
        >
          {t('solo.retry')}
        </button>
        <Link className="gg-button gg-button--ghost gg-button--block" to="/">
          {t('nav.home')}
        </Link>
      </div>
    </section>
  );
}

/**
 * Endless (issue 14): "Who is this player?" cards pile up faster and faster; the player answers the top one.
 * Every rule is game-core's Endless reducer; this screen only reads the run and sends the player's taps.
 */
export function EndlessScreen() {
  const { t, i18n } = useTranslation();
  const record = usePlayer();
  const status = useEndlessStore((s) => s.status);
  const run = useEndlessStore((s) => s.run);
  return (
    <div className="gg-solo">
      {status === 'idle' ? (
        <section className="gg-card gg-solo-intro" aria-labelledby="gg-endless-title">
          <h2 id="gg-endless-title">{t('solo.endlessTitle')}</h2>
          <p>{t('solo.endlessIntro')}</p>
          <p>{t('solo.cluesIntro')}</p>
          <p className="gg-solo-intro__best">
            {t('solo.bestScoreValue', { score: formatNumber(record.solo.endlessBestScore, i18n.language) })}
          </p>
          <p className="gg-solo-intro__free">{t('solo.free')}</p>
          <button
            type="button"
            className="gg-button gg-button--primary gg-button--block"
            onClick={() => void startEndlessRun()}
          >
            {t('solo.start')}
          </button>
        </section>
      ) : null}
      {status === 'loading' ? <SoloLoading /> : null}
      {status === 'load_failed' ? <SoloLoadFailed onRetry={() => void startEndlessRun()} /> : null}
      {status === 'playing' && run !== null ? <Playing run={run} /> : null}
      {status === 'over' ? <GameOver /> : null}
      {!record.tutorials.endless_guide ? (
        <Tutorial
          pages={soloTutorialPages(t, 'endless')}
          onDone={() => playerActions.markTutorialSeen('endless_guide')}
        />
      ) : null}
    </div>
  );
}
