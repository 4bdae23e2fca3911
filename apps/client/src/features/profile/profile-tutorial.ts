import type { TFunction } from 'i18next';

import type { TutorialPage } from '../../components/tutorial/Tutorial';

/** The 5 pages of the profile tutorial (spec §2). */
export function profileTutorialPages(t: TFunction): TutorialPage[] {
  return [
    { title: t('tutorial.profile.title1'), body: t('tutorial.profile.body1') },
    { title: t('tutorial.profile.title2'), body: t('tutorial.profile.body2') },
    { title: t('tutorial.profile.title3'), body: t('tutorial.profile.body3') },
    { title: t('tutorial.profile.title4'), body: t('tutorial.profile.body4') },
    { title: t('tutorial.profile.title5'), body: t('tutorial.profile.body5') },
  ];
}
