import type { DuelPlayerStateShape } from '@goalguessr/protocol';
import { useTranslation } from 'react-i18next';

import type { ScoreSide, SideKind } from '../../components/play/Score';
import { useMatchStore } from './match-store';
import { usePlayerName } from './player-name';

/** Who the opponent is, told apart at a glance: a bot, the friend of a private duel, or a stranger. */
export function opponentKind(player: { isBot: boolean }, friendDuel: boolean): SideKind {
  if (player.isBot) return 'bot';
  return friendDuel ? 'friend' : 'rival';
}

/**
 * The two sides of the running score as the duel's screens show them: right answers and points from the room
 * state, the points of the round just answered or closed landing beside them, and the opponent's state in the
 * running round. Null before the room has named this player.
 */
export function useScoreSides(): { me: ScoreSide; opponent: ScoreSide | null } | null {
  const { t } = useTranslation();
  const me = useMatchStore((s) => s.me);
  const opponent = useMatchStore((s) => s.opponent);
  const friendDuel = useMatchStore((s) => s.friend !== null);
  const round = useMatchStore((s) => s.round);
  const answerResult = useMatchStore((s) => s.answerResult);
  const roundEnd = useMatchStore((s) => s.roundEnd);
  const nameOf = usePlayerName();
  if (me === null) return null;
  const roundIndex = round?.roundIndex ?? -1;
  const closed = roundEnd !== null && roundEnd.roundIndex === roundIndex ? roundEnd : null;
  const mineNow = answerResult !== null && answerResult.roundIndex === roundIndex ? answerResult : null;
  const gainOf = (player: DuelPlayerStateShape): number | null =>
    closed?.answers.find((a) => a.sessionId === player.sessionId)?.points ??
    (player.sessionId === me.sessionId ? (mineNow?.points ?? null) : null);
  const mySide: ScoreSide = {
    name: nameOf(me),
    kind: 'you',
    tag: t('match.you'),
    correct: me.correctCount,
    points: me.points,
    gain: gainOf(me),
  };
  if (opponent === null) return { me: mySide, opponent: null };
  const kind = opponentKind(opponent, friendDuel);
  const answered = opponent.answeredThisRound || closed !== null;
  return {
    me: mySide,
    opponent: {
      name: nameOf(opponent),
      kind,
      tag: kind === 'bot' ? t('match.bot') : kind === 'friend' ? t('play.friend') : t('match.opponent'),
      correct: opponent.correctCount,
      points: opponent.points,
      gain: gainOf(opponent),
      status:
        opponent.connection === 'reconnecting'
          ? t('match.opponentReconnecting')
          : answered
            ? t('match.opponentAnswered')
            : t('match.opponentThinking'),
      statusDone: answered,
    },
  };
}
