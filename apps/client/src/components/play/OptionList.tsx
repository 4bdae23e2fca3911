import { useTranslation } from 'react-i18next';

import { formatNumber } from '../../i18n';
import './play.css';

/** One answer as a mode shows it. */
export interface PlayOption {
  /** stable within the question (the duel's token, a footballer id) */
  key: string;
  name: string;
  /** picked (sent, not yet judged), right (the answer), wrong (the player's wrong pick) */
  state?: 'picked' | 'right' | 'wrong';
  /** pressed by the player (read out as pressed) */
  pressed?: boolean;
  /** taken away by the whistle */
  removed?: boolean;
  /** points it earned, shown on it as it lands ("+175") */
  points?: number | null;
}

/**
 * The four answers, the same in every mode: two columns of equal, fixed-height buttons (a long name takes two
 * lines inside its button), so the list never changes size within a question and sits in the same place.
 */
export function OptionList({
  options,
  labelledBy,
  disabled,
  onPick,
}: {
  options: readonly PlayOption[];
  /** the id of the question's heading */
  labelledBy: string;
  disabled: boolean;
  onPick: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="gg-options" role="group" aria-labelledby={labelledBy}>
      {options.map((option, index) => {
        const classes = ['gg-option'];
        if (option.state !== undefined) classes.push(`gg-option--${option.state}`);
        if (option.removed === true) classes.push('gg-option--removed');
        return (
          <button
            key={option.key}
            type="button"
            className={classes.join(' ')}
            disabled={disabled || option.removed === true}
            aria-pressed={option.pressed ?? false}
            onClick={() => onPick(index)}
          >
            <span className="gg-option__name">{option.name}</span>
            {option.removed === true ? (
              <span className="gg-visually-hidden"> {t('match.removedOption')}</span>
            ) : null}
            {option.points !== undefined && option.points !== null && option.points > 0 ? (
              <span className="gg-option__points">
                {t('play.pointsGain', { points: formatNumber(option.points, i18n.language) })}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
