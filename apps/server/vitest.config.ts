import { withGridplayTestConfig } from '../../vitest.shared.ts';

export default withGridplayTestConfig({
  test: {
    // The benchmarks' own arithmetic (bench/*.test.ts) is tested too; their runs are not tests.
    include: ['bench/**/*.test.ts'],
    // Database and multi-process tests start real servers: give them time, run files one by one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
