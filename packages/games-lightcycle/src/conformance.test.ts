import { runConformanceSuite } from '@gridplay/tools/conformance';
import module from './index';

// A round limit keeps random playouts short; the default match plays to 15 points with no limit.
runConformanceSuite(module, {
  seeds: 4,
  maxActions: 1500,
  movesCheckedPerStep: 3,
  setupData: { targetScore: 10, roundLimit: 25 },
});
