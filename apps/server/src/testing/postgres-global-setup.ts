import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { stopPostgresCluster } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** where the test run's PostgreSQL cluster lives (started by the first test file that needs it) */
    postgresDir: string;
  }
}

/**
 * One PostgreSQL cluster per test run, not per test or file: this only names its directory; the first test file
 * that asks for PostgreSQL (`testDatabases()` in `src/testing/databases.ts`) starts it there, later files reuse
 * it, and the run's end stops it and removes the directory. A run that never asks starts nothing.
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'goalguessr-pg-'));
  project.provide('postgresDir', dir);
  return () => {
    try {
      stopPostgresCluster(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
