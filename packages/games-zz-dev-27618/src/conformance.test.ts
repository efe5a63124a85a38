import { runConformanceSuite } from '@gridplay/core/conformance';
import module from './index';

// Random playouts must end within `maxActions`. This game ends within 40 plays, but a real game
// takes hundreds to thousands of actions (the shipped games use 1,500–3,000): keep the bound above
// your longest playout, or the suite reports "no game over after N actions" with its seed.
runConformanceSuite(module, { seeds: 10, maxActions: 3000 });
