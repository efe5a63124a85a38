import { gridplayTestConfig } from '../../vitest.shared.ts';

export default gridplayTestConfig;
