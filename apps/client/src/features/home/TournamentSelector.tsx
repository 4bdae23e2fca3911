import { TOURNAMENT_IDS, TOURNAMENTS, type TournamentId } from '@goalguessr/game-core';
import { useTranslation } from 'react-i18next';

import { CoinIcon, TicketIcon } from '../../components/icons/icons';
import { onRadioGroupKeyDown, radioTabIndex } from '../../lib/radio-group';

interface TournamentSelectorProps {
  value: TournamentId;
  onChange: (id: TournamentId) => void;
}

function Stars({ level }: { level: 1 | 2 | 3 }) {
  return (
    <span className="gg-stars" aria-hidden="true">
      {[1, 2, 3].map((n) => (
        <span key={n} className={n <= level ? 'gg-star is-on' : 'gg-star'}>
          ★
        </span>
      ))}
    </span>
  );
}

/** The three tournaments as a radio group: name, entry fee, reward and difficulty stars. */
export function TournamentSelector({ value, onChange }: TournamentSelectorProps) {
  const { t } = useTranslation();
  return (
    <div
      className="gg-tournaments"
      role="radiogroup"
      aria-label={t('home.tournamentSelector')}
      onKeyDown={onRadioGroupKeyDown}
    >
      {TOURNAMENT_IDS.map((id, index) => {
        const tournament = TOURNAMENTS[id];
        const selected = id === value;
        const fee = t('home.entryFeeValue', { count: tournament.entryFeeTickets });
        const reward = t('home.rewardValue', { count: tournament.rewardCoins });
        const difficulty = t('home.difficultyValue', { level: tournament.difficulty });
        return (
          <button
            key={id}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={radioTabIndex(selected, index, TOURNAMENT_IDS.includes(value))}
            aria-label={`${t(`tournaments.${id}`)}. ${t('home.entryFee')}: ${fee}. ${t('home.reward')}: ${reward}. ${difficulty}`}
            className={`gg-tournament gg-tournament--${id}${selected ? ' is-selected' : ''}`}
            onClick={() => onChange(id)}
          >
            <span className="gg-tournament__name">{t(`tournaments.${id}`)}</span>
            <span className="gg-tournament__meta">
              <span>
                <TicketIcon size={16} /> {fee}
              </span>
              <span>
                <CoinIcon size={16} /> {reward}
              </span>
            </span>
            <Stars level={tournament.difficulty} />
          </button>
        );
      })}
    </div>
  );
}
