// Flat config shared by every package: typescript-eslint's recommended rules, no formatting rules
// (Prettier owns formatting).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The server's layers, arrows one way (apps/server/README.md): lifecycle above lobby, lobby and
 * social above match, match above storage. A folder may not import a folder above it.
 */
const SERVER_LAYERS_ABOVE = {
  storage: ['match', 'social', 'lobby', 'lifecycle'],
  match: ['social', 'lobby', 'lifecycle'],
  social: ['lobby', 'lifecycle'],
  lobby: ['lifecycle', 'social'],
};
const serverLayerRules = Object.entries(SERVER_LAYERS_ABOVE).map(([folder, above]) => ({
  files: [`apps/server/src/${folder}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(${above.join('|')})(/|$)`,
            message: `apps/server/src/${folder}/ sits below ${above.join(', ')}: pass a callback or move the shared piece down instead.`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'bench-results/**', 'data/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['**/*.cjs', '**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...serverLayerRules,
);
