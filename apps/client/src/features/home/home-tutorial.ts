import type { TFunction } from 'i18next';

import type { TutorialPage } from '../../components/tutorial/Tutorial';

/** The 4 pages of the home tutorial (spec §2). */
export function homeTutorialPages(t: TFunction): TutorialPage[] {
  return [
    { title: t('tutorial.home.title1'), body: t('tutorial.home.body1') },
    { title: t('tutorial.home.title2'), body: t('tutorial.home.body2') },
    { title: t('tutorial.home.title3'), body: t('tutorial.home.body3') },
    { title: t('tutorial.home.title4'), body: t('tutorial.home.body4') },
  ];
}
