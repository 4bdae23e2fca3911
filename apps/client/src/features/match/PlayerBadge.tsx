import type { DuelPlayerStateShape } from '@goalguessr/protocol';
import { useTranslation } from 'react-i18next';

import { Avatar } from '../../components/avatar/Avatar';
import { usePlayerName } from './player-name';

/** A participant's card: avatar in their kit, name, and a clear "Bot" label for the computer player. */
export function PlayerBadge({ player, isMe }: { player: DuelPlayerStateShape; isMe: boolean }) {
  const { t } = useTranslation();
  const nameOf = usePlayerName();
  return (
    <div className={`gg-player-badge${isMe ? ' gg-player-badge--me' : ''}`}>
      <Avatar shirtId={player.shirt} cleatId={player.cleat} size={84} />
      <p className="gg-player-badge__name">{nameOf(player)}</p>
      <p className="gg-player-badge__tag">
        {isMe ? t('match.you') : player.isBot ? t('match.bot') : t('match.opponent')}
      </p>
      {player.isBot && !isMe ? <p className="gg-player-badge__hint">{t('match.botHint')}</p> : null}
    </div>
  );
}
