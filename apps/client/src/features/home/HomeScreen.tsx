import { TOURNAMENTS } from '@goalguessr/game-core';
import { IonIcon } from '@ionic/react';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { Avatar } from '../../components/avatar/Avatar';
import { PlayIcon, TicketIcon } from '../../components/icons/icons';
import { CurrencyBar } from '../../components/currency-bar/CurrencyBar';
import { Tutorial } from '../../components/tutorial/Tutorial';
import { formatNumber } from '../../i18n';
import { canPayEntryFee, experienceToNextLevel } from '@goalguessr/game-core';
import { playerActions } from '../../lib/player-actions';
import { usePlayer, usePlayerStore, type InterruptedMatch } from '../../state/player-store';
import { useUiStore } from '../../state/ui-store';
import { TournamentSelector } from './TournamentSelector';
import { homeTutorialPages } from './home-tutorial';

/** An item of Home's main menu: where it goes, its label's key and its icon. */
export interface MainMenuItem {
  path: string;
  label: ParseKeys;
  icon: string;
}

/**
 * Home: the player, their balance, the tournament selector beside Play, and the way to every screen (`menu`,
 * the main menu the app's route table lists).
 */
export function HomeScreen({ menu }: { menu: readonly MainMenuItem[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const record = usePlayer();
  const selected = useUiStore((s) => s.selectedTournament);
  const selectTournament = useUiStore((s) => s.selectTournament);
  const [shortOfTickets, setShortOfTickets] = useState(false);
  const interrupted = usePlayerStore((s) => s.interruptedMatch);
  const dismissInterrupted = usePlayerStore((s) => s.dismissInterruptedMatch);
  const lng = i18n.language;
  const { username, level, experience } = record.profile;
  const nextLevelXp = experienceToNextLevel(level);
  const xpPercent = Math.min(100, Math.round((experience / nextLevelXp) * 100));

  const play = () => {
    if (!canPayEntryFee(record, selected)) {
      setShortOfTickets(true);
      return;
    }
    setShortOfTickets(false);
    navigate(`/game?tournament=${selected}`);
  };

  return (
    <div className="gg-home">
      <div className="gg-home__top">
        <CurrencyBar />
      </div>

      <h1 className="gg-logo">
        Goal<span>Guessr</span>
      </h1>

      <section className="gg-player-card" aria-label={username}>
        <div className="gg-player-card__spot">
          <Avatar
            shirtId={record.equipment.shirt}
            cleatId={record.equipment.cleat}
            size={96}
            label={t('home.avatarLabel', {
              name: username,
              shirt: t(`shirts.${record.equipment.shirt}` as 'shirts.white', {
                defaultValue: record.equipment.shirt,
              }),
              cleat: t(`cleats.${record.equipment.cleat}` as 'cleats.white-black', {
                defaultValue: record.equipment.cleat,
              }),
            })}
          />
        </div>
        <div className="gg-player-card__info">
          <p className="gg-player-card__name">{username}</p>
          <p className="gg-level-badge">{t('home.level', { level: formatNumber(level, lng) })}</p>
          <div
            className="gg-xp"
            role="progressbar"
            aria-label={t('home.experienceLabel')}
            aria-valuemin={0}
            aria-valuemax={nextLevelXp}
            aria-valuenow={experience}
            aria-valuetext={t('home.experience', {
              current: formatNumber(experience, lng),
              next: formatNumber(nextLevelXp, lng),
            })}
          >
            <div className="gg-xp__fill" style={{ width: `${xpPercent}%` }} />
          </div>
          <p className="gg-xp__text">
            {t('home.experience', {
              current: formatNumber(experience, lng),
              next: formatNumber(nextLevelXp, lng),
            })}
          </p>
        </div>
      </section>

      {interrupted !== null ? (
        // A match the previous run left open was settled at start-up: say how (loss or refund), once.
        <div className="gg-notice gg-notice--info gg-home__interrupted" role="status">
          <p>
            {t(interruptedKey(interrupted), {
              tournament: t(`tournaments.${interrupted.tournament}`),
            })}
          </p>
          <button type="button" className="gg-button gg-button--ghost" onClick={dismissInterrupted}>
            {t('home.interruptedDismiss')}
          </button>
        </div>
      ) : null}

      <section className="gg-play-row" aria-label={t('home.tournamentSelector')}>
        <TournamentSelector
          value={selected}
          onChange={(id) => {
            selectTournament(id);
            setShortOfTickets(false);
          }}
        />
        <button type="button" className="gg-play-button" onClick={play}>
          <span className="gg-play-button__icon">
            <PlayIcon size={34} />
          </span>
          <span className="gg-play-button__label">{t('home.play')}</span>
          {/* The fee shown beside the label is read out with it (the visible number is hidden from the name). */}
          <span className="gg-visually-hidden">
            {' '}
            {t(`tournaments.${selected}`)}. {t('home.entryFee')}:{' '}
            {t('home.entryFeeValue', { count: TOURNAMENTS[selected].entryFeeTickets })}
          </span>
          <span className="gg-play-button__fee" aria-hidden="true">
            <TicketIcon size={18} /> {formatNumber(TOURNAMENTS[selected].entryFeeTickets, lng)}
          </span>
        </button>
      </section>

      <nav className="gg-solo-modes gg-friend-modes" aria-label={t('friend.playFriend')}>
        <Link
          className="gg-solo-mode"
          to={`/game?tournament=${selected}&friend=host`}
          onClick={(event) => {
            if (!canPayEntryFee(record, selected)) {
              event.preventDefault();
              setShortOfTickets(true);
            }
          }}
        >
          <span className="gg-solo-mode__name">{t('friend.playFriend')}</span>
          <span className="gg-solo-mode__hint">
            {t('friend.playFriendHint')} · {t(`tournaments.${selected}`)}
          </span>
        </Link>
        <Link className="gg-solo-mode" to="/play">
          <span className="gg-solo-mode__name">{t('friend.joinWithCode')}</span>
          <span className="gg-solo-mode__hint">{t('friend.joinWithCodeHint')}</span>
        </Link>
      </nav>

      <nav className="gg-solo-modes" aria-label={t('home.soloModes')}>
        <Link className="gg-solo-mode" to="/endless">
          <span className="gg-solo-mode__name">{t('home.endless')}</span>
          <span className="gg-solo-mode__hint">{t('home.endlessHint')}</span>
        </Link>
        <Link className="gg-solo-mode" to="/adventure">
          <span className="gg-solo-mode__name">{t('home.adventure')}</span>
          <span className="gg-solo-mode__hint">{t('home.adventureHint')}</span>
        </Link>
      </nav>

      <div className="gg-home__message" role="alert">
        {shortOfTickets ? (
          <p className="gg-notice gg-notice--error">
            {t('home.notEnoughTickets')} <Link to="/buy">{t('home.getTickets')}</Link>
          </p>
        ) : null}
      </div>

      <nav className="gg-home-nav" aria-label={t('nav.mainMenu')}>
        {menu.map((item) => (
          <Link key={item.path} className="gg-home-nav__item" to={item.path}>
            <IonIcon icon={item.icon} aria-hidden="true" />
            <span>{t(item.label)}</span>
          </Link>
        ))}
      </nav>

      {!record.tutorials.home_guide ? (
        <Tutorial pages={homeTutorialPages(t)} onDone={() => playerActions.markTutorialSeen('home_guide')} />
      ) : null}
    </div>
  );
}

/** What Home says about a match the previous run left open (issue 25: as the server said it ended). */
function interruptedKey(
  interrupted: InterruptedMatch,
):
  | 'home.interruptedPending'
  | 'home.interruptedVoid'
  | 'home.interruptedWon'
  | 'home.interruptedLost'
  | 'home.interruptedDraw'
  | 'home.interruptedRefund'
  | 'home.interruptedLoss' {
  switch (interrupted.shown) {
    case 'pending':
      return 'home.interruptedPending';
    case 'void':
      return 'home.interruptedVoid';
    case 'won':
      return 'home.interruptedWon';
    case 'lost':
      return 'home.interruptedLost';
    case 'draw':
      return 'home.interruptedDraw';
    case 'left':
    case undefined:
      return interrupted.refunded ? 'home.interruptedRefund' : 'home.interruptedLoss';
  }
}
