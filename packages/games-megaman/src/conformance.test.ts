import { runConformanceSuite } from '@gridplay/core/conformance';
import module from './index';

runConformanceSuite(module, { seeds: 20, maxActions: 1500 });
