import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../i18n';
import { BotIcon, FriendIcon, RivalIcon, StarIcon } from './PlayIcons';
import './play.css';

/** Who a side of the score is, told apart at a glance: the player, a bot, a friend, or a stranger. */
export type SideKind = 'you' | 'bot' | 'friend' | 'rival';

export interface ScoreSide {
  name: string;
  kind: SideKind;
  /** the label under the name ("You", "Bot · Rookie", "Friend", "Opponent") */
  tag: string;
  correct: number;
  points: number;
  /** points this side gained in the round just closed, shown as they land */
  gain?: number | null;
  /** the opponent's state in the running round ("Thinking…", "Answered") */
  status?: string | null;
  statusDone?: boolean;
}

const KIND_ICON = { you: StarIcon, bot: BotIcon, friend: FriendIcon, rival: RivalIcon } as const;

function Side({ side, mine }: { side: ScoreSide; mine: boolean }) {
  const { t, i18n } = useTranslation();
  const Icon = KIND_ICON[side.kind];
  const points = t('play.points', { points: formatNumber(side.points, i18n.language) });
  return (
    <div className={`gg-score__side gg-score__side--${side.kind}${mine ? ' gg-score__side--me' : ''}`}>
      <p className="gg-score__name">{side.name}</p>
      <p className="gg-score__meta">
        <span className={`gg-score__tag gg-score__tag--${side.kind}`}>
          <Icon size={12} /> <span className="gg-score__tag-word">{side.tag}</span>
        </span>
        <span className="gg-score__points" aria-hidden="true">
          {points}
          {side.gain !== undefined && side.gain !== null && side.gain > 0 ? (
            // keyed by the running total, so each new gain plays its animation again
            <span key={side.points} className="gg-score__gain">
              {t('play.pointsGain', { points: formatNumber(side.gain, i18n.language) })}
            </span>
          ) : null}
        </span>
      </p>
      {side.status !== undefined && side.status !== null ? (
        <p
          className={`gg-score__status${side.statusDone === true ? ' gg-score__status--done' : ''}`}
          aria-live="polite"
        >
          {side.status}
        </p>
      ) : (
        // the same rows on both sides, so the two numbers sit level
        <p className="gg-score__status" aria-hidden="true">
          {'\u00a0'}
        </p>
      )}
      <p
        className="gg-score__value"
        aria-label={t('play.scoreOf', { name: side.name, correct: side.correct, points })}
      >
        {side.correct}
      </p>
    </div>
  );
}

/**
 * The running score of a duel, the same on the question and the result: each side's name and who they are
 * (a bot, a friend, a stranger: icon and colour as well as the word), right answers, and points, with the points
 * of the round just closed landing beside them ("+175"). Points decide between equal right answers.
 */
export function VersusScore({ me, opponent }: { me: ScoreSide; opponent: ScoreSide | null }) {
  return (
    <div className="gg-score">
      <Side side={me} mine />
      <span className="gg-score__sep" aria-hidden="true">
        :
      </span>
      {opponent !== null ? <Side side={opponent} mine={false} /> : <div className="gg-score__side" />}
    </div>
  );
}

/** A solo run's figures (score, lives, streak…), in one compact row. */
export function RunScore({ items }: { items: readonly { key: string; label: string; value: ReactNode }[] }) {
  return (
    <dl className="gg-run-score">
      {items.map((item) => (
        <div key={item.key} className="gg-run-score__item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
