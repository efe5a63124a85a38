import { runConformanceSuite } from '@gridplay/tools/conformance';
import module from './index';

// Random play ends a 6-player game in about 215 actions (280 at most over 30 seeds): 1,000 fits.
runConformanceSuite(module, { seeds: 10, maxActions: 1000 });
runConformanceSuite(module, {
  seeds: 5,
  maxActions: 1000,
  setupData: { calza: true, palifico: true },
});
