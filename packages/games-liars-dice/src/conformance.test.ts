import { runConformanceSuite } from '@gridplay/core/conformance';
import module from './index';

runConformanceSuite(module, { seeds: 10, maxActions: 100 });
