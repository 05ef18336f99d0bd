import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = await createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
})();

config.transformIgnorePatterns = [
  '/node_modules/(?!(next-intl|use-intl|icu-minify|@formatjs|intl-messageformat|@schummar|kysely|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities|@exodus|css-select|css-what|nth-check|boolbase|@asamuzakjp|@csstools|parse5|jsdom/node_modules/(?:parse5|entities))/)',
  '^.+\\.module\\.(css|sass|scss)$',
];

export default config;
