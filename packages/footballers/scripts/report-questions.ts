/**
 * npm run report:questions -w packages/footballers
 *
 * Per tier: how often a flag-only solver and a most-famous-name solver answer right over 10,000 generated
 * questions (limits 30 % and 40 %, chance 25 %), the tier's size and its distinguishing facts per card.
 */
import { TOURNAMENT_IDS } from '@goalguessr/game-core';
import { loadPlayers } from '../src/index';
import { measureTier, REPORT_MATCHES_PER_TIER, SOLVER_LIMITS } from '../src/solvers';

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
const players = loadPlayers();
console.log(
  `${players.length} players; ${REPORT_MATCHES_PER_TIER} matches per tier, recent answers excluded`,
);
console.log(
  `limits: flag-only ≤ ${pct(SOLVER_LIMITS.flagOnly)}, most-famous-name ≤ ${pct(SOLVER_LIMITS.mostFamous)} (chance 25 %)`,
);
let failed = false;
for (const tier of TOURNAMENT_IDS) {
  const r = measureTier(players, tier, REPORT_MATCHES_PER_TIER);
  const over = r.flagOnly > SOLVER_LIMITS.flagOnly || r.mostFamous > SOLVER_LIMITS.mostFamous;
  failed ||= over;
  console.log(
    `${tier.padEnd(10)} size ${String(r.size).padStart(5)} · ${r.questions} questions · flag-only ${pct(r.flagOnly)} · most-famous ${pct(r.mostFamous)} · (least-famous ${pct(r.leastFamous)}) · nation hidden ${pct(r.nationHidden)} · facts per card min ${r.facts.min}, median ${r.facts.median}, mean ${r.facts.mean.toFixed(1)}${over ? '  ← OVER THE LIMIT' : ''}`,
  );
}
if (failed) process.exitCode = 1;
