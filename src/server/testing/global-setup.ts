import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate, testDatabaseKind } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: string;
  }
}

/** Once per run: one migrated, seeded database that each test file copies (DESIGN "Tests"). */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${process.pid}`;
  const template = await createTemplate(runId);
  console.log(
    `Tests run on ${testDatabaseKind === 'pglite' ? 'the embedded database (PGlite)' : 'the PostgreSQL server'}`,
  );
  project.provide('databaseTemplate', template);
  return () => dropTemplate(template);
}
