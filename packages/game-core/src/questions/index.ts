export * from './types';
export { cardFromFootballer, cardFactsKey, cardFactCount } from './card';
export { REGIONS, regionOf, type Region } from './regions';
export {
  TEAMS_NAMED_BY_APP,
  DEFUNCT_TEAMS,
  isTeamNamedByApp,
  nationRegionCode,
  type TeamNamedByApp,
} from './nation-names';
export {
  createQuestionBank,
  generateMatchQuestions,
  honouredExclusions,
  mergeRecentIds,
  mergeRecentIndices,
  minFreshAnswers,
  DISTRACTOR_SHORTLIST_SIZE,
  type GenerateOptions,
  type QuestionBank,
} from './bank';
export {
  CLUE_STAGES,
  ERA_BAND_YEARS,
  eraOf,
  cluesByStage,
  clueRevealOffsetsMs,
  clueStagesShown,
  pointsForClues,
  clueBonusPoints,
  allClues,
  MAX_ROUND_POINTS,
  type Clue,
  type ClueStage,
} from './clues';
