/** Every vitest file of the project, relative to its root. */
export function testFiles(dir?: string): string[];
/** The test files that import test/db-engines: what `npm run test:db` runs. */
export function dbTestFiles(): string[];
