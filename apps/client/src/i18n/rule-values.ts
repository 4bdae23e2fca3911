import {
  ADVENTURE_LEVELS_PER_ISLAND,
  ADVENTURE_PASS_CORRECT,
  ADVENTURE_QUESTIONS_PER_LEVEL,
  ADVENTURE_THREE_STARS_CORRECT,
  ADVENTURE_TWO_STARS_CORRECT,
  ENDLESS_LIFE_REFILL_STREAK,
  ENERGY_DRINK_BONUS_MS,
  FRIEND_CODE_LENGTH,
  INACTIVITY_NOTIFICATIONS,
  MAX_TICKETS,
  QUESTIONS_PER_MATCH,
  REMATCH_WINDOW_MS,
  SCREEN_FULL_THRESHOLD_MS,
  TEST_NOTIFICATION_DELAY_MS,
  TICKET_REFILL_INTERVAL_MS,
} from '@goalguessr/game-core';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** The inactivity reminder that speaks in days (spec §9: ids 101–104, the third after 72 hours). */
const DAYS_REMINDER_ID = 103;

/**
 * Every number a rule uses that a text names, taken from game-core's constants: a text says "{{energySeconds}}
 * more seconds", never "5", so changing a rule changes every language at once. Pass it as the interpolation of
 * those texts (`t('match.tips.tip4', RULE_VALUES)`); `rule-values.test.ts` checks that each text that names a
 * rule uses its placeholder in all 13 languages.
 */
export const RULE_VALUES = {
  questions: QUESTIONS_PER_MATCH,
  refillMinutes: TICKET_REFILL_INTERVAL_MS / MINUTE_MS,
  maxTickets: MAX_TICKETS,
  energySeconds: ENERGY_DRINK_BONUS_MS / SECOND_MS,
  screenFullSeconds: SCREEN_FULL_THRESHOLD_MS / SECOND_MS,
  lifeStreak: ENDLESS_LIFE_REFILL_STREAK,
  islandLevels: ADVENTURE_LEVELS_PER_ISLAND,
  levelQuestions: ADVENTURE_QUESTIONS_PER_LEVEL,
  passCorrect: ADVENTURE_PASS_CORRECT,
  twoStarsCorrect: ADVENTURE_TWO_STARS_CORRECT,
  threeStarsCorrect: ADVENTURE_THREE_STARS_CORRECT,
  testSeconds: TEST_NOTIFICATION_DELAY_MS / SECOND_MS,
  inactiveDays: (INACTIVITY_NOTIFICATIONS.find((n) => n.id === DAYS_REMINDER_ID)?.delayMs ?? 0) / DAY_MS,
  codeLength: FRIEND_CODE_LENGTH,
  rematchSeconds: REMATCH_WINDOW_MS / SECOND_MS,
} as const;

export type RuleValue = keyof typeof RULE_VALUES;

/** The texts that name a rule's number, and the placeholders each must use instead of writing it. */
export const RULE_TEXTS: Readonly<Record<string, readonly RuleValue[]>> = {
  'tutorial.home.body1': ['questions'],
  'tutorial.home.body3': ['refillMinutes', 'maxTickets'],
  'tutorial.endless.body2': ['screenFullSeconds'],
  'tutorial.endless.body3': ['lifeStreak'],
  'tutorial.adventure.body1': ['islandLevels'],
  'tutorial.adventure.body2': ['levelQuestions', 'passCorrect', 'twoStarsCorrect', 'threeStarsCorrect'],
  'shop.powerUp.energy_drink.effect': ['energySeconds'],
  'notifications.inactivity_3h.body': ['questions'],
  'notifications.inactivity_72h.body': ['inactiveDays'],
  'notifications.testScheduled': ['testSeconds'],
  'match.tips.tip4': ['energySeconds'],
  'match.powerUps.energy_drinkHint': ['energySeconds'],
  'solo.powerUpHints.energy_drink': ['energySeconds'],
  'solo.endReasons.screen_full': ['screenFullSeconds'],
  'friend.codeHint': ['codeLength'],
  'friend.errors.invalid_format': ['codeLength'],
  'friend.rematchHint': ['rematchSeconds'],
};
