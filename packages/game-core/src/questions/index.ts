export * from './types';
export { cardFromFootballer, cardFactsKey } from './card';
export { REGIONS, regionOf, type Region } from './regions';
export {
  createQuestionBank,
  generateMatchQuestions,
  DISTRACTOR_TIERS,
  DISTRACTOR_ERA_YEARS,
  DISTRACTOR_SHORTLIST_SIZE,
  type GenerateOptions,
  type QuestionBank,
} from './bank';
