import type { TFunction } from 'i18next';

import type { TutorialPage } from '../../components/tutorial/Tutorial';
import { RULE_VALUES } from '../../i18n/rule-values';

/** The short tutorial shown the first time Endless or Adventure opens (3 pages each). */
export function soloTutorialPages(t: TFunction, mode: 'endless' | 'adventure'): TutorialPage[] {
  return mode === 'endless'
    ? [
        { title: t('tutorial.endless.title1'), body: t('tutorial.endless.body1', RULE_VALUES) },
        { title: t('tutorial.endless.title2'), body: t('tutorial.endless.body2', RULE_VALUES) },
        { title: t('tutorial.endless.title3'), body: t('tutorial.endless.body3', RULE_VALUES) },
      ]
    : [
        { title: t('tutorial.adventure.title1'), body: t('tutorial.adventure.body1', RULE_VALUES) },
        { title: t('tutorial.adventure.title2'), body: t('tutorial.adventure.body2', RULE_VALUES) },
        { title: t('tutorial.adventure.title3'), body: t('tutorial.adventure.body3', RULE_VALUES) },
      ];
}
