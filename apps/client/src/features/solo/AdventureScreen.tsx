import {
  ADVENTURE_ISLANDS,
  ADVENTURE_LEVELS_PER_ISLAND,
  ADVENTURE_PASS_CORRECT,
  CLUE_STAGES,
  adventureAnswerPoints,
  clueClockNextAtMs,
  clueClockStages,
  cluesByStage,
  isIslandOpen,
  isLevelOpen,
  islandStars,
} from '@goalguessr/game-core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { ClueCard } from '../../components/play/ClueCard';
import { OptionList } from '../../components/play/OptionList';
import { PlayLayout } from '../../components/play/PlayLayout';
import { Reveal } from '../../components/play/Reveal';
import { Tutorial } from '../../components/tutorial/Tutorial';
import { formatNumber } from '../../i18n';
import { useNow } from '../../lib/use-now';
import { playerActions } from '../../lib/player-actions';
import { usePlayer } from '../../state/player-store';
import {
  answerAdventure,
  askAdventureClue,
  backToMap,
  startAdventureLevel,
  useAdventureStore,
} from './adventure-session';
import { SoloLoadFailed, SoloLoading } from './SoloDataStates';
import { soloTutorialPages } from './solo-tutorial';
import '../../components/play/play.css';

function Stars({ count }: { count: number }) {
  return (
    <span className="gg-stars" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <span key={i} className={i < count ? 'gg-star gg-star--on' : 'gg-star'}>
          ★
        </span>
      ))}
    </span>
  );
}

function IslandMap() {
  const { t } = useTranslation();
  const record = usePlayer();
  const progress = record.solo;
  return (
    <ol className="gg-islands" aria-label={t('solo.mapLabel')}>
      {ADVENTURE_ISLANDS.map((island, islandIndex) => {
        const open = isIslandOpen(progress, island.id);
        const { stars, max } = islandStars(progress, island.id);
        const name = t(`solo.islands.${island.id}`);
        return (
          <li
            key={island.id}
            className={`gg-island gg-island--${island.id}${open ? '' : ' gg-island--locked'}`}
            aria-label={name}
          >
            <div className="gg-island__head">
              <h2 className="gg-island__name">
                <span className="gg-island__number">{islandIndex + 1}</span> {name}
              </h2>
              <p className="gg-island__stars">
                {open ? t('solo.islandStars', { stars, max }) : t('solo.islandLocked')}
              </p>
            </div>
            {open ? (
              <ol className="gg-levels">
                {Array.from({ length: ADVENTURE_LEVELS_PER_ISLAND }, (_, level) => {
                  const levelOpen = isLevelOpen(progress, island.id, level);
                  const levelStars = progress.stars[island.id][level] ?? 0;
                  return (
                    <li key={level}>
                      <button
                        type="button"
                        className={`gg-level${levelStars > 0 ? ' gg-level--done' : ''}`}
                        disabled={!levelOpen}
                        onClick={() => startAdventureLevel(island.id, level)}
                        aria-label={t(levelOpen ? 'solo.levelLabel' : 'solo.levelLockedLabel', {
                          island: name,
                          level: level + 1,
                          stars: levelStars,
                        })}
                      >
                        <span className="gg-level__number">{level + 1}</span>
                        <Stars count={levelStars} />
                      </button>
                    </li>
                  );
                })}
              </ol>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function LevelPlay() {
  const { t } = useTranslation();
  const { questions, index, answers, islandId, levelIndex, clues, cluesChangedAtMs } = useAdventureStore();
  const question = questions[index];
  const answered = answers[index];
  // The clues come out on the clock while the question waits for its answer; then the whole card shows.
  const tickMs = useNow(250, answered === undefined);
  const nowMs = Math.max(tickMs, cluesChangedAtMs);
  if (question === undefined || islandId === null) return null;
  const stagesOut = answered !== undefined ? CLUE_STAGES.length : clueClockStages(clues, nowMs);
  const answerName = question.options[question.correctIndex]?.name ?? '';
  return (
    <PlayLayout
      labelledBy="gg-adventure-question"
      prompt={t('match.whoIsThis')}
      top={
        <div className="gg-play__head">
          <p className="gg-play__round">
            {t('solo.levelProgress', {
              island: t(`solo.islands.${islandId}`),
              level: levelIndex + 1,
              current: index + 1,
              total: questions.length,
            })}
          </p>
          <p className="gg-solo-progress">
            {t('solo.rightSoFar', {
              right: answers.filter((a) => a.correct).length,
              total: questions.length,
            })}
          </p>
        </div>
      }
      stage={
        <ClueCard
          key={index}
          clues={cluesByStage(question.card).slice(0, stagesOut).flat()}
          stagesOut={stagesOut}
          nextClueAtMs={answered !== undefined ? null : clueClockNextAtMs(clues, nowMs)}
          live
          onNextClue={askAdventureClue}
          nextClueDisabled={answered !== undefined}
        />
      }
      overlay={
        answered !== undefined ? (
          <Reveal
            tone={answered.correct ? 'right' : 'wrong'}
            title={answered.correct ? t('match.reveal.correct') : t('match.reveal.wrong')}
            points={answered.correct ? adventureAnswerPoints(answered.stagesShown) : null}
          >
            <p className="gg-reveal__answer">{t('match.reveal.answer', { name: answerName })}</p>
          </Reveal>
        ) : null
      }
      options={
        <OptionList
          options={question.options.map((option, optionIndex) => {
            const isRight = answered !== undefined && optionIndex === question.correctIndex;
            const isWrongPick =
              answered !== undefined && answered.optionIndex === optionIndex && !answered.correct;
            return {
              key: option.id,
              name: option.name,
              state: isRight ? 'right' : isWrongPick ? 'wrong' : undefined,
              pressed: answered?.optionIndex === optionIndex,
            };
          })}
          labelledBy="gg-adventure-question"
          disabled={answered !== undefined}
          onPick={answerAdventure}
        />
      }
    />
  );
}

function LevelResult() {
  const { t, i18n } = useTranslation();
  const record = usePlayer();
  const { outcome, correct, islandId, levelIndex, questions } = useAdventureStore();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (islandId === null) return null;
  const lng = i18n.language;
  const nextLevel = levelIndex + 1 < ADVENTURE_LEVELS_PER_ISLAND ? levelIndex + 1 : null;
  const canGoOn = nextLevel !== null && isLevelOpen(record.solo, islandId, nextLevel);
  const passed = outcome?.passed === true;
  return (
    <section className="gg-card gg-solo-over" aria-labelledby="gg-adventure-result">
      <h2 id="gg-adventure-result" ref={heading} tabIndex={-1}>
        {passed ? t('solo.levelPassed') : t('solo.levelFailed')}
      </h2>
      <p className="gg-solo-over__stars">
        <Stars count={outcome?.stars ?? 0} />
        <span className="gg-visually-hidden">{t('solo.starsLabel', { stars: outcome?.stars ?? 0 })}</span>
      </p>
      <p>{t('solo.rightOf', { right: correct, total: questions.length })}</p>
      {!passed ? <p>{t('solo.passHint', { needed: ADVENTURE_PASS_CORRECT })}</p> : null}
      {outcome?.islandOpened ? (
        <p className="gg-solo-over__best">
          {t('solo.islandOpened', { island: t(`solo.islands.${outcome.islandOpened}`) })}
        </p>
      ) : null}
      <dl className="gg-solo-figures">
        <div>
          <dt>{t('solo.score')}</dt>
          <dd>{formatNumber(outcome?.points ?? 0, lng)}</dd>
        </div>
        <div>
          <dt>{t('solo.coinsEarned')}</dt>
          <dd>{formatNumber(outcome?.coins ?? 0, lng)}</dd>
        </div>
        <div>
          <dt>{t('solo.xpEarned')}</dt>
          <dd>{formatNumber(outcome?.experience ?? 0, lng)}</dd>
        </div>
      </dl>
      <div className="gg-solo-actions">
        {canGoOn && nextLevel !== null ? (
          <button
            type="button"
            className="gg-button gg-button--primary gg-button--block"
            onClick={() => startAdventureLevel(islandId, nextLevel)}
          >
            {t('solo.nextLevel')}
          </button>
        ) : null}
        <button
          type="button"
          className={`gg-button ${canGoOn ? 'gg-button--ghost' : 'gg-button--primary'} gg-button--block`}
          onClick={() => startAdventureLevel(islandId, levelIndex)}
        >
          {t('solo.retry')}
        </button>
        <button type="button" className="gg-button gg-button--ghost gg-button--block" onClick={backToMap}>
          {t('solo.map')}
        </button>
      </div>
    </section>
  );
}

/**
 * Adventure (issue 14): a map of islands, each a themed pool with five levels of five questions of rising
 * difficulty; stars and opened islands live in the player record (game-core's Adventure rules).
 */
export function AdventureScreen() {
  const { t } = useTranslation();
  const record = usePlayer();
  const view = useAdventureStore((s) => s.view);
  const islandId = useAdventureStore((s) => s.islandId);
  const levelIndex = useAdventureStore((s) => s.levelIndex);
  return (
    <div className="gg-solo">
      {view === 'map' ? (
        <>
          <p className="gg-solo-intro__free">{t('solo.adventureIntro')}</p>
          <p className="gg-solo-intro__free">{t('solo.cluesIntro')}</p>
          <IslandMap />
        </>
      ) : null}
      {view === 'loading' ? <SoloLoading /> : null}
      {view === 'load_failed' && islandId !== null ? (
        <SoloLoadFailed onRetry={() => startAdventureLevel(islandId, levelIndex)}>
          <button type="button" className="gg-button gg-button--ghost gg-button--block" onClick={backToMap}>
            {t('solo.map')}
          </button>
        </SoloLoadFailed>
      ) : null}
      {view === 'playing' ? <LevelPlay /> : null}
      {view === 'result' ? <LevelResult /> : null}
      {!record.tutorials.adventure_guide ? (
        <Tutorial
          pages={soloTutorialPages(t, 'adventure')}
          onDone={() => playerActions.markTutorialSeen('adventure_guide')}
        />
      ) : null}
    </div>
  );
}
