import { runConformanceSuite } from '@gridplay/tools/conformance';
import module from './index';
import { PRECONSTRUCTED_DECKS } from './decks';
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

// The eight preconstructed decks (every card of the pool), two by two.
const precons = PRECONSTRUCTED_DECKS.map((deck) => deck.key);
for (let i = 0; i < precons.length; i += 2)
  runConformanceSuite(module, {
    seeds: 3,
    maxActions: 4000,
    setupData: { deck0: precons[i], deck1: precons[i + 1], list0: '', list1: '' },
  });
