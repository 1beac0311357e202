import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noReact = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'react', message: 'src/core and src/api are framework-free: bind them to React in src/hooks.' },
        { name: 'react-dom', message: 'src/core and src/api are framework-free.' },
      ],
      patterns: [
        {
          group: ['react/*', 'react-dom/*', '../ui/*', '../hooks/*', '../widgets/*', '../screens/*', '../site/*'],
          message: 'src/core and src/api never reach up to React code.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-types/**',
      'node_modules/**',
      'demo/.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.scratch/**',
      'tests/frameworks/*/.next/**',
      // npm's cache for the framework hosts: its temporary folders come and go while lint runs beside them.
      '**/.cache/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'elements/**', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'elements/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy', 'Suspense'],
              message:
                "React holds a Suspense boundary's content back until 300 ms after its fallback showed: load code with useLoaded or <Deferred>.",
            },
          ],
        },
      ],
    },
  },
  { files: ['src/core/**', 'src/api/**'], rules: noReact },
  {
    files: ['scripts/**', 'demo/server/**', 'tests/**', '*.mjs', '*.config.*'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
