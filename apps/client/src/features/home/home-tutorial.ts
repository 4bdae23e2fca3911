import type { TFunction } from 'i18next';

import type { TutorialPage } from '../../components/tutorial/Tutorial';
import { RULE_VALUES } from '../../i18n/rule-values';

/** The 4 pages of the home tutorial (spec §2). */
export function homeTutorialPages(t: TFunction): TutorialPage[] {
  return [
    { title: t('tutorial.home.title1'), body: t('tutorial.home.body1', RULE_VALUES) },
    { title: t('tutorial.home.title2'), body: t('tutorial.home.body2', RULE_VALUES) },
    { title: t('tutorial.home.title3'), body: t('tutorial.home.body3', RULE_VALUES) },
    { title: t('tutorial.home.title4'), body: t('tutorial.home.body4', RULE_VALUES) },
  ];
}
