import { AppError } from '../core/errors';
import { CoherentCache } from '../db/coherent-cache';
import type { Database } from '../db/connection';
import { severalUniversities } from './queries';

/**
 * Who keeps the national classifiers now (decision 0072): the ministry once the installation holds more
 * than one university. Known in memory until a university is added or changed (any process's change of
 * vuz), so that the gate answers a university's write of one before its body is read, and the same way for
 * every call; PostgreSQL refuses it anyway (migration 0029).
 */
export class ClassifierKeeper {
  readonly #several: CoherentCache<'several', boolean>;

  constructor(private readonly database: Database) {
    this.#several = new CoherentCache(database.changes, ['vuz'], 1);
  }

  async ministryKeeps(): Promise<boolean> {
    const several = await this.#several.get('several', async () => ({
      value: await severalUniversities(this.database),
      freshForMs: Number.POSITIVE_INFINITY,
    }));
    return several === true;
  }
}

/** The gate's judge of a university's call that writes the national classifiers alone. */
export function judgeClassifierWrite(keeper: ClassifierKeeper, done: (error?: Error) => void): void {
  keeper.ministryKeeps().then(
    (kept) => done(kept ? new AppError('FORBIDDEN', 'keptByMinistry') : undefined),
    (error: Error) => done(error),
  );
}
