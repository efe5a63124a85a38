import { defineConfig } from 'vitest/config';

// The root scripts' own tests (`npm start`'s web-build check, `npm run dev`).
export default defineConfig({ test: { include: ['*.test.ts'] } });
