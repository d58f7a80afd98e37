import type { FastifyInstance } from 'fastify';
import type { BodyOf, CallDefinition } from '../../contract/call';
import { Sms } from '../../contract/sms';
import type { Database } from '../db/connection';
import { assertNoPlaceholder, deleteReference, saveReference } from '../db/reference';
import {
  type DeclaredSave,
  fieldOf,
  prepareSave,
  type ReferenceDeclaration,
  type SaveRegistry,
} from '../db/saves';
import { ok } from './envelope';
import { registerCall } from './route';

type SaveCall = CallDefinition;
type DeleteCall = CallDefinition;
/** The payload the declaration names fields of: the save's, or a delete-only table's delete's. */
type DeclaredBody<S, D> = [S] extends [SaveCall] ? BodyOf<S> : [D] extends [DeleteCall] ? BodyOf<D> : never;

/** What the calls of a declared table use of the app's services (services.ts). */
interface ReferenceServices {
  database: Database;
  /** Where the save is declared, for a restore and an import to make it too (db/saves.ts). */
  saves: SaveRegistry;
}

/**
 * Registers the save and (or) delete call of one reference table from its declaration (db/saves.ts): each
 * answers the sms rows of db/reference.ts (created, updated, duplicate, deleted, in use), audited in its
 * transaction; the save is declared in the app's save registry.
 */
export function registerReference<S extends SaveCall | undefined, D extends DeleteCall | undefined>(
  app: FastifyInstance,
  services: ReferenceServices,
  declaration: ReferenceDeclaration<DeclaredBody<S, D>> & { save?: S; delete?: D },
) {
  const calls = declaration;
  type Body = DeclaredBody<S, D>;
  const { database } = services;
  if (calls.save) {
    services.saves.declare(declaration as unknown as DeclaredSave);
    registerCall(app, calls.save, async ({ body, user }) => {
      const { id, columns, options } = await prepareSave(declaration, body as Body, { user });
      return ok(await saveReference(database, user, declaration.table, id, columns, options));
    });
  }
  if (calls.delete)
    registerCall(app, calls.delete, async ({ body, user }) => {
      const key = declaration.deleteId ?? declaration.id;
      const id = key === undefined ? -1 : (fieldOf(body, key) as number);
      if (declaration.placeholders) assertNoPlaceholder(id);
      const answer = await deleteReference(database, user, declaration.table, id);
      const deleted = declaration.deletedSms;
      // A refusal keeps its sentence (where the row is used); only a made delete's code is renamed.
      return ok(deleted !== undefined && answer[0].sms === Sms.DELETED ? [{ sms: deleted }] : answer);
    });
}
