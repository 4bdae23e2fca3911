import {
  ENDLESS_STACK_CAPACITY,
  MAX_LIVES,
  POWER_UP_IDS,
  clueClockNextAtMs,
  clueClockStages,
  cluesByStage,
  endlessFullMsLeft,
  endlessHurryUp,
  type EndlessNotice,
  type EndlessPowerUp,
  type EndlessState,
} from '@goalguessr/game-core';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { OverlayDialog } from '../../components/overlay-dialog/OverlayDialog';
import { ClueCard } from '../../components/play/ClueCard';
import { OptionList } from '../../components/play/OptionList';
import { CardsIcon } from '../../components/play/PlayIcons';
import { PlayLayout } from '../../components/play/PlayLayout';
import { PowerUpBar } from '../../components/play/PowerUpBar';
import { PowerUpIcon } from '../../components/play/PowerUpIcon';
import { RunScore } from '../../components/play/Score';
import { Tutorial } from '../../components/tutorial/Tutorial';
import { formatNumber } from '../../i18n';
import { RULE_VALUES } from '../../i18n/rule-values';
import { playerActions } from '../../lib/player-actions';
import { usePlayer } from '../../state/player-store';
import {
  answerTopCard,
  askEndlessClue,
  quitEndless,
  resumeEndless,
  startEndlessRun,
  triggerEndlessPowerUp,
  useEndlessStore,
} from './endless-session';
import { SoloLoadFailed, SoloLoading } from './SoloDataStates';
import { soloTutorialPages } from './solo-tutorial';
import '../../components/play/play.css';

/** Notices of the Endless rules, in the texts of spec §8 the app already has. */
const NOTICE_KEYS = {
  no_cards: 'errors.noCards',
  lives_full: 'errors.livesFull',
  not_enough_power_ups: 'match.notices.not_enough_power_ups',
  nothing_to_remove: 'solo.nothingToRemove',
} as const satisfies Record<EndlessNotice, string>;

function Figures({ run }: { run: EndlessState }) {
  const { t, i18n } = useTranslation();
  return (
    <RunScore
      items={[
        { key: 'score', label: t('solo.score'), value: formatNumber(run.score, i18n.language) },
        {
          key: 'lives',
          label: t('solo.lives'),
          value: (
            <>
              <span className="gg-solo-lives" aria-hidden="true">
                {Array.from({ length: MAX_LIVES }, (_, i) => (
                  <span
                    key={i}
                    className={i < run.lives ? 'gg-solo-life' : 'gg-solo-life gg-solo-life--lost'}
                  >
                    ♥
                  </span>
                ))}
              </span>
              <span className="gg-visually-hidden">
                {t('solo.livesLabel', { lives: run.lives, max: MAX_LIVES })}
              </span>
            </>
          ),
        },
        { key: 'streak', label: t('solo.streak'), value: formatNumber(run.streak, i18n.language) },
      ]}
    />
  );
}

/** The pile filling the screen: a card-shaped slot per place, filled as cards land, red when nearly full. */
function Pile({ run }: { run: EndlessState }) {
  const { t } = useTranslation();
  const nowMs = useEndlessStore((s) => s.nowMs);
  const hurry = endlessHurryUp(run);
  return (
    <>
      <div className={`gg-solo-stack${hurry ? ' gg-solo-stack--hurry' : ''}`}>
        <div
          className="gg-solo-stack__slots"
          role="img"
          aria-label={t('solo.stackLabel', { cards: run.stack.length, max: ENDLESS_STACK_CAPACITY })}
        >
          {Array.from({ length: ENDLESS_STACK_CAPACITY }, (_, i) => (
            <span
              key={i}
              className={`gg-solo-stack__slot${i < run.stack.length ? ' gg-solo-stack__slot--filled' : ''}`}
            />
          ))}
        </div>
        <span className="gg-solo-stack__label" aria-hidden="true">
          {t('solo.cardsValue', { cards: run.stack.length, max: ENDLESS_STACK_CAPACITY })}
        </span>
      </div>
      {hurry ? (
        <p className="gg-solo-hurry" role="alert">
          <strong>{t('solo.hurryUp')}</strong>{' '}
          {run.fullSinceMs !== null
            ? t('solo.fullCountdown', { seconds: Math.ceil(endlessFullMsLeft(run, nowMs) / 1000) })
            : t('solo.nearlyFull')}
        </p>
      ) : null}
    </>
  );
}

/** The last answer, on one line above the card (the next card is already up). */
function LastAnswer({ run }: { run: EndlessState }) {
  const { t } = useTranslation();
  const last = run.lastAnswer;
  if (last === null) return null;
  const name = last.question.options[last.question.correctIndex]?.name ?? '';
  return (
    <p
      key={last.cardId}
      className={`gg-play__warning gg-solo-last ${last.correct ? 'gg-solo-last--right' : 'gg-solo-last--wrong'}`}
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

function PowerUps({ run }: { run: EndlessState }) {
  const { t } = useTranslation();
  const items = [
    ...POWER_UP_IDS.map((id) => ({
      id: id,
      name: t(`match.powerUps.${id}`),
      hint: t(`solo.powerUpHints.${id}`, RULE_VALUES),
      count: run.powerUps[id],
      icon: <PowerUpIcon id={id} />,
      disabled: run.phase !== 'running',
    })),
    {
      id: 'cards' as const,
      name: t('solo.cardsPowerUp'),
      hint: t('solo.powerUpHints.cards'),
      count: run.cardClears,
      icon: <CardsIcon />,
      disabled: run.phase !== 'running',
    },
  ];
  return <PowerUpBar items={items} onUse={(id) => triggerEndlessPowerUp(id as EndlessPowerUp)} />;
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

/** The running Endless screen: the phone's play shape with the pile above the top card. */
function Playing({ run }: { run: EndlessState }) {
  const { t } = useTranslation();
  const notice = useEndlessStore((s) => s.notice);
  const nowMs = useEndlessStore((s) => s.nowMs);
  const top = run.stack[0];
  const waiting = run.stack.length - 1;
  const clock = run.topClues;
  const stagesOut = clock === null ? 1 : clueClockStages(clock, nowMs);
  return (
    <>
      <PlayLayout
        labelledBy="gg-endless-question"
        prompt={t('match.whoIsThis')}
        className={endlessHurryUp(run) ? 'gg-solo-stage--hurry' : undefined}
        top={<Figures run={run} />}
        status={
          <>
            <Pile run={run} />
            <LastAnswer run={run} />
          </>
        }
        stage={
          top !== undefined && clock !== null ? (
            <div className="gg-solo-pile" key={top.id}>
              {Array.from({ length: Math.max(0, waiting) }, (_, i) => (
                <span
                  key={i}
                  className="gg-solo-pile__edge"
                  style={{ '--gg-edge': waiting - i } as CSSProperties}
                  aria-hidden="true"
                />
              ))}
              <ClueCard
                clues={cluesByStage(top.question.card).slice(0, stagesOut).flat()}
                stagesOut={stagesOut}
                nextClueAtMs={clueClockNextAtMs(clock, nowMs)}
                live
                onNextClue={askEndlessClue}
                nextClueDisabled={clock.pausedAtMs !== null}
              />
            </div>
          ) : (
            <p className="gg-solo-waiting">{t('solo.nextCardComing')}</p>
          )
        }
        options={
          <OptionList
            options={(top?.question.options ?? []).map((option, index) => ({
              key: option.id,
              name: option.name,
              removed: top?.removedOptions.includes(index) ?? false,
            }))}
            labelledBy="gg-endless-question"
            disabled={run.phase !== 'running' || top === undefined}
            onPick={answerTopCard}
          />
        }
        notice={notice !== null ? <p>{t(NOTICE_KEYS[notice])}</p> : null}
        bar={<PowerUps run={run} />}
      />
      {run.phase === 'paused' ? <PausePanel /> : null}
    </>
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
          <p className="gg-solo-over__reason">{t(`solo.endReasons.${result.reason}`, RULE_VALUES)}</p>
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
          onClick={startEndlessRun}
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
 * Every rule is game-core's Endless reducer (wrapped by endless-mode.ts); this screen only reads the run and
 * sends the player's taps.
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
            onClick={startEndlessRun}
          >
            {t('solo.start')}
          </button>
        </section>
      ) : null}
      {status === 'loading' ? <SoloLoading /> : null}
      {status === 'load_failed' ? <SoloLoadFailed onRetry={startEndlessRun} /> : null}
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
