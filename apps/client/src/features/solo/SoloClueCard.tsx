import {
  CLUE_STAGES,
  clueClockNextAtMs,
  clueClockStages,
  cluesByStage,
  type ClueClock,
  type QuestionCard,
} from '@goalguessr/game-core';
import { useTranslation } from 'react-i18next';

import { ClueCard } from '../../components/question-card/ScoutingCard';

/**
 * A solo question's scouting card (issue 13): the duel's ClueCard fed by game-core's solo clue clock, so the
 * card opens with the hardest clues and the rest arrive on the duel's schedule (still-hidden stages shown as
 * such, the next one counted down); "Show the next clue" brings the next stage at once for a player who does
 * not know. `nowMs` is the caller's clock (the Endless run's, which stands still while paused); `revealAll`
 * shows the whole card (after the answer).
 */
export function SoloClueCard({
  card,
  clock,
  nowMs,
  revealAll = false,
  onNextClue,
}: {
  card: QuestionCard;
  clock: ClueClock;
  nowMs: number;
  revealAll?: boolean;
  onNextClue: () => void;
}) {
  const { t } = useTranslation();
  const stagesOut = revealAll ? CLUE_STAGES.length : clueClockStages(clock, nowMs);
  const clues = cluesByStage(card).slice(0, stagesOut).flat();
  const nextClueAtMs = revealAll ? null : clueClockNextAtMs(clock, nowMs);
  return (
    <>
      <ClueCard clues={clues} stagesOut={stagesOut} nextClueAtMs={nextClueAtMs} live />
      {revealAll ? null : (
        // Kept in place once every clue is out (disabled), so the options under it never jump.
        <button
          type="button"
          className="gg-button gg-button--ghost gg-solo-ask"
          disabled={clock.pausedAtMs !== null || stagesOut >= CLUE_STAGES.length}
          onClick={onNextClue}
        >
          {t('solo.askClue')}
        </button>
      )}
    </>
  );
}
