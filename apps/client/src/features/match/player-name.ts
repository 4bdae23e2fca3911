import type { TournamentId } from '@goalguessr/game-core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { usePlayer } from '../../state/player-store';
import { useMatchStore } from './match-store';

/**
 * The name shown for a match player. A bot's name comes from the server in English ("Bot · Rookie"); the client
 * words it in the player's language from what the server says it is (`isBot`) and its tier (the match's
 * tournament, which sets how strong the bot plays), so it always reads "Bot" in the player's language. A person
 * whose username the server's profanity filter refused comes with an empty one: "Opponent" to the other player,
 * and their own username (`ownName`) to themselves.
 */
export function playerDisplayName(
  player: { username: string; isBot: boolean },
  tournament: TournamentId | null,
  t: TFunction,
  ownName: string | null = null,
): string {
  if (!player.isBot) {
    if (player.username !== '') return player.username;
    return ownName ?? t('match.opponent');
  }
  return tournament === null
    ? t('match.bot')
    : t('match.botName', { tier: t(`match.botTier.${tournament}`) });
}

/** {@link playerDisplayName} for the running match. */
export function usePlayerName(): (player: { sessionId: string; username: string; isBot: boolean }) => string {
  const { t } = useTranslation();
  const tournament = useMatchStore((s) => s.tournament ?? s.result?.tournament ?? null);
  const mySessionId = useMatchStore((s) => s.me?.sessionId ?? s.result?.me.sessionId ?? null);
  const { profile } = usePlayer();
  return (player) =>
    playerDisplayName(player, tournament, t, player.sessionId === mySessionId ? profile.username : null);
}
