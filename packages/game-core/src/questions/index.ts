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
  DISTRACTOR_ERA_YEARS,
  DISTRACTOR_SHORTLIST_SIZE,
  type GenerateOptions,
  type QuestionBank,
} from './bank';
export {
  CLUE_STAGES,
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
