// packages/core is pure betting math: the same input gives the same answer, so every function can be
// table-tested. The clock, randomness, the environment, the console and I/O are passed in by callers.
const PURE = 'packages/core is pure';

const impure = (what, instead) => `${PURE}: no ${what} (${instead}).`;

/** The lint block for packages/core/src. */
export const corePurity = {
  files: ['packages/core/src/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['node:*', 'fs', 'fs/*', 'http', 'https', 'net', 'child_process', 'crypto', 'os', 'path'],
            message: impure('I/O or Node built-ins', 'the server reads and passes the data in'),
          },
          {
            group: ['react', 'react-*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify', '@fastify/*'],
            message: impure('framework or database', 'those live in apps/'),
          },
        ],
      },
    ],
    'no-restricted-globals': [
      'error',
      { name: 'fetch', message: impure('I/O', 'the server fetches and passes the data in') },
      { name: 'process', message: impure('environment', 'pass the setting in as an argument') },
      { name: 'console', message: impure('console', 'return the fact; the caller logs it') },
      { name: 'crypto', message: impure('randomness', 'take a seeded random source as an argument') },
      { name: 'performance', message: impure('clock', 'take `now` as an argument') },
      { name: 'setTimeout', message: impure('timers', 'the caller schedules') },
      { name: 'setInterval', message: impure('timers', 'the caller schedules') },
    ],
    'no-restricted-properties': [
      'error',
      { object: 'Date', property: 'now', message: impure('clock', 'take `now` as an argument') },
      {
        object: 'Math',
        property: 'random',
        message: impure('randomness', 'take a seeded random source as an argument'),
      },
      { object: 'globalThis', property: 'process', message: impure('environment', 'pass the setting in') },
      { object: 'globalThis', property: 'console', message: impure('console', 'return the fact') },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: impure('clock', '`new Date()` reads it; take `now` as an argument'),
      },
      {
        selector: "CallExpression[callee.name='Date']",
        message: impure('clock', '`Date()` reads it; take `now` as an argument'),
      },
    ],
  },
};
