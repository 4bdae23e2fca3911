import { ratingDisplay } from '@goalguessr/game-core';
import type { DuelPlayerStateShape } from '@goalguessr/protocol';
import { useTranslation } from 'react-i18next';

import { Avatar } from '../../components/avatar/Avatar';
import { BotIcon, FriendIcon, RivalIcon, StarIcon } from '../../components/play/PlayIcons';
import type { SideKind } from '../../components/play/Score';
import { formatNumber } from '../../i18n';
import { usePlayerName } from './player-name';

const KIND_ICON = { you: StarIcon, bot: BotIcon, friend: FriendIcon, rival: RivalIcon } as const;

/**
 * A participant of the VS intro: avatar in their shirt and cleats, name, who they are (you, a bot, a friend, a
 * stranger: icon, colour and word), their level when known and, for people, the rating they entered with.
 */
export function PlayerBadge({
  player,
  kind,
  level,
}: {
  player: DuelPlayerStateShape;
  kind: SideKind;
  /** the player's level, when known */
  level: number | null;
}) {
  const { t, i18n } = useTranslation();
  const nameOf = usePlayerName();
  const Icon = KIND_ICON[kind];
  const shown = ratingDisplay({ rating: player.rating, rd: player.ratingDeviation, volatility: 0.06 });
  const rating = formatNumber(shown.rating, i18n.language);
  return (
    <div
      className={`gg-player-badge gg-player-badge--${kind === 'you' ? 'me' : 'them'} gg-player-badge--${kind}`}
    >
      <Avatar shirtId={player.shirt} cleatId={player.cleat} size={76} />
      <p className="gg-player-badge__name">{nameOf(player)}</p>
      <p className={`gg-player-badge__tag gg-player-badge__tag--${kind}`}>
        <Icon size={14} />
        {kind === 'you'
          ? t('match.you')
          : kind === 'bot'
            ? t('match.bot')
            : kind === 'friend'
              ? t('play.friend')
              : t('match.opponent')}
      </p>
      <p className="gg-player-badge__facts">
        {level !== null ? (
          <span>{t('home.level', { level: formatNumber(level, i18n.language) })}</span>
        ) : null}
        {player.isBot ? null : (
          <span>
            {shown.provisional ? t('play.ratingProvisional', { rating }) : t('play.rating', { rating })}
          </span>
        )}
      </p>
      {player.isBot && kind === 'bot' ? <p className="gg-player-badge__hint">{t('match.botHint')}</p> : null}
    </div>
  );
}
