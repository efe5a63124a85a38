import { runConformanceSuite } from '@gridplay/tools/conformance';
import module from './index';

const base = { holdLimit: 2, aimBack: false, teams: 0, gridSize: 0 };

runConformanceSuite(module, { playerCounts: [2, 4, 6], seeds: 6, maxActions: 3000 });
// Teams (2 teams at 4 and 6 programs, 3 teams at 6), with the other options switched.
runConformanceSuite(module, {
  playerCounts: [4, 6],
  seeds: 4,
  maxActions: 3000,
  setupData: { ...base, teams: 2, holdLimit: 3, aimBack: true },
});
runConformanceSuite(module, {
  playerCounts: [6],
  seeds: 4,
  maxActions: 3000,
  setupData: { ...base, teams: 3, gridSize: 24 },
});
