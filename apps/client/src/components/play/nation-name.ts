import { isTeamNamedByApp, nationRegionCode } from '@goalguessr/game-core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A team's name in the interface language: our own translation for the teams game-core lists as named by the
 * app (home nations, defunct states, DR Congo), else the platform's name of the flag's region, else the code.
 */
export function useNationName(): (nation: string, flag: string | null) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (nation: string, flag: string | null): string => {
      if (isTeamNamedByApp(nation)) return t(`match.card.nations.${nation}`);
      const region = nationRegionCode(nation, flag);
      if (region === null) return nation;
      try {
        return new Intl.DisplayNames([language], { type: 'region' }).of(region) ?? nation;
      } catch {
        return nation;
      }
    },
    [t, language],
  );
}
