import type { Sessions } from './auth/sessions';
import type { Config } from './config';
import type { Database } from './db/connection';
import type { SaveRegistry } from './db/saves';
import type { ListAnswers } from './http/list-answers';
import type { CurrentLicence } from './licence/current';
import type { ClassifierKeeper } from './setup/classifiers';

/**
 * What every area's routes are given (fastify/demo's services decorated on the app, decision 0063): made
 * once by buildApp (app.ts) for one app. Here, above the areas it names, so that http/ names none of them.
 */
export interface Services {
  config: Config;
  database: Database;
  /** The signed-in sessions this process has looked up (decision 0009). */
  sessions: Sessions;
  /** The cached answers of the list calls (decision 0009). */
  lists: ListAnswers;
  /** The software licence in force and its verdict, judged in memory (decision 0023). */
  licence: CurrentLicence;
  /** Who keeps the national classifiers now (decision 0072). */
  classifiers: ClassifierKeeper;
  /** The records' saves, filled while the areas register and read by restore and import (decision 0063). */
  saves: SaveRegistry;
}
