import { gridplayTestConfig } from '../../vitest.shared';

export default gridplayTestConfig;
