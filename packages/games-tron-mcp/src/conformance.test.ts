import { runConformanceSuite } from '@gridplay/tools/conformance';
import module from './index';

runConformanceSuite(module, { seeds: 6, maxActions: 3000, movesCheckedPerStep: 2 });
