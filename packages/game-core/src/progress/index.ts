export { validateUsername, setUsername, countUserCharacters } from './username';
export type { UsernameReason } from './username';
export { addExperience, experienceToNextLevel, normaliseLevel } from './experience';
export {
  winRatePercent,
  accuracyPercent,
  averageCorrectPerGame,
  rememberSeenPlayers,
  applyMatchResult,
} from './stats';
export type { MatchResultInput } from './stats';
export { markTutorialSeen, isTutorialFlag, setLanguageSetting } from './settings';
