// Flat config shared by every package: typescript-eslint's recommended rules, no formatting rules
// (Prettier owns formatting).
import { readdirSync } from 'node:fs';
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

/**
 * The platform's packages, arrows one way (packages/core/README.md): the kernel (core) imports
 * none of the others; table and bots import the kernel and not each other; tools may use all
 * three. No platform package imports a game (the tools' tests find installed games at run time),
 * and no game imports another game. Both an `@gridplay/x` name and a relative path into a
 * sibling package folder are refused.
 */
const PLATFORM_MAY_NOT_IMPORT = {
  core: ['table', 'bots', 'tools'],
  table: ['bots', 'tools'],
  bots: ['table', 'tools'],
  tools: [],
};
const gameFolders = readdirSync(new URL('./packages/', import.meta.url)).filter((name) =>
  name.startsWith('games-'),
);
const packageImportRule = (folder, forbidden, why) => ({
  files: [`packages/${folder}/**/*.{ts,tsx,js,mjs,cjs}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(@gridplay/(${forbidden.join('|')})|(\\.\\./)+(packages/)?(${forbidden.join('|')}))(/|$)`,
            message: `packages/${folder} ${why}`,
          },
        ],
      },
    ],
  },
});
const platformRules = Object.entries(PLATFORM_MAY_NOT_IMPORT).map(([folder, siblings]) =>
  packageImportRule(
    folder,
    [...siblings, 'games-[\\w-]+'],
    siblings.length
      ? `may not import ${siblings.join(', ')} or a game: dependencies run one way (kernel <- table, kernel <- bots, tools over all three); move the shared piece down into the kernel instead.`
      : 'may not import a game: find installed games with @gridplay/core/discovery at run time.',
  ),
);
const gameRules = gameFolders.map((folder) =>
  packageImportRule(
    folder,
    gameFolders.filter((other) => other !== folder),
    'may not import another game: a game is a package of its own; share through @gridplay/core.',
  ),
);

/**
 * A game's own source makes no cast on its way to the contract (`as never`, `as any`,
 * `as unknown as …`): when the types do not fit, the type or core's contract is what to fix
 * (issue 32 measured twelve such casts; tests and scenario helpers may still patch states).
 */
const CAST_MESSAGE =
  "A game casts nothing on its way to the contract: fix the type (or core's contract) instead.";
const gameCastRule = {
  files: ['packages/games-*/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: 'TSAsExpression > TSNeverKeyword.typeAnnotation', message: CAST_MESSAGE },
      { selector: 'TSAsExpression > TSAnyKeyword.typeAnnotation', message: CAST_MESSAGE },
      { selector: 'TSAsExpression > TSUnknownKeyword.typeAnnotation', message: CAST_MESSAGE },
    ],
  },
};

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
  ...platformRules,
  ...gameRules,
  gameCastRule,
);
