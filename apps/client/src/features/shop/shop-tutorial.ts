import type { TFunction } from 'i18next';

import type { TutorialPage } from '../../components/tutorial/Tutorial';

/** The 4 pages of the shop tutorial (spec §2), shown on the first visit. */
export function shopTutorialPages(t: TFunction): TutorialPage[] {
  return [
    { title: t('shop.tutorial.title1'), body: t('shop.tutorial.body1') },
    { title: t('shop.tutorial.title2'), body: t('shop.tutorial.body2') },
    { title: t('shop.tutorial.title3'), body: t('shop.tutorial.body3') },
    { title: t('shop.tutorial.title4'), body: t('shop.tutorial.body4') },
  ];
}
