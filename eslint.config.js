// Flat config shared by every package: typescript-eslint's recommended rules, no formatting rules
// (Prettier owns formatting).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The server's layers, arrows one way (apps/server/README.md, "Layers"), top to bottom. Every
 * folder of apps/server/src is in one layer and may import only the layers below its own (not a
 * sibling in its layer); `testing/` and the files at the root (app.ts, main.ts) compose them all.
 */
const SERVER_LAYERS = [
  ['lifecycle', 'matchmaking'],
  ['lobby'],
  ['accounts', 'social'],
  ['match'],
  ['pubsub', 'security'],
  ['storage'],
  ['http'],
  ['games'],
];
const serverLayerRules = SERVER_LAYERS.flatMap((layer, depth) =>
  layer.map((folder) => {
    const notBelow = [
      'testing',
      'app',
      'main',
      ...SERVER_LAYERS.slice(0, depth).flat(),
      ...layer.filter((sibling) => sibling !== folder),
    ];
    return {
      files: [`apps/server/src/${folder}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./)+(${notBelow.join('|')})(/|$)`,
                message: `apps/server/src/${folder}/ sits below ${notBelow.join(', ')}: pass a callback or move the shared piece down instead.`,
              },
            ],
          },
        ],
      },
    };
  }),
);

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
 * A game's card tables (`src/cards/*.ts`, gathered by `src/cards/index.ts`) never import that
 * index: a table is part of the pool, so the effects and conditions that read other cards are
 * handed the pool's lookup when they run. Each game's own rule above is kept for these files.
 */
const cardTableRules = gameRules.map((rule, index) => ({
  files: [`packages/${gameFolders[index]}/src/cards/*.ts`],
  ignores: [`packages/${gameFolders[index]}/src/cards/index.ts`, '**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...rule.rules['no-restricted-imports'][1].patterns,
          {
            regex: '^\\.(/index)?$',
            message:
              'A card table may not import the pool it belongs to (an import cycle): take the lookup from the effect or condition context (`cardDef`).',
          },
        ],
      },
    ],
  },
}));

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
  // Typed linting: rules that ask the type checker, for bugs only types can see (a promise
  // nobody awaits or catches, an async function where a void callback is expected, `await` on
  // what is not a promise, a cast that changes nothing). Each file is typed by the tsconfig of
  // its own project (projectService); files outside every project are linted untyped.
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    files: [
      'packages/*/bench/**',
      'apps/web/e2e/**',
      'apps/web/playwright.config.ts',
      '**/vitest.config.ts',
      'vitest.shared.ts',
    ],
    ...tseslint.configs.disableTypeChecked,
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
  ...cardTableRules,
  gameCastRule,
);
