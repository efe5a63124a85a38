import { runConformanceSuite } from '@gridplay/core/conformance';
import module from './index';
import { customList } from './testing/custom-list';

runConformanceSuite(module, { seeds: 20, maxActions: 1500 });

// Custom lists are secret (RULINGS §5), demo lists public: the secrets checks over both.
runConformanceSuite(module, {
  seeds: 10,
  maxActions: 1500,
  setupData: {
    deck0: 'gutsman',
    deck1: 'torchman',
    list0: customList('GutsMan', 2),
    list1: customList('MegaMan', 9),
  },
});
