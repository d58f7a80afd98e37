import type { FastifyInstance } from 'fastify';
import type { CallDefinition } from '../../contract/call';
import { Sms, type SmsCode } from '../../contract/sms';
import type { SignedInUser } from '../auth/sessions';
import {
  type Columns,
  deleteReference,
  type ReferenceTable,
  type SaveOptions,
  saveReference,
} from '../db/reference';
import type { Transaction } from '../db/write';
import { assertNoPlaceholder } from '../structure/rules';
import { ok } from './envelope';
import { type BodyOf, registerCall, type Services } from './route';

type Value = string | number | boolean | null;

/** What a hook may use besides the payload: who calls, and the server's services. */
interface ReferenceCallContext {
  user: SignedInUser;
  services: Services;
}

/** A payload field copied as it is, or a value made from the payload (a blank date becomes null). */
type Source<Body> =
  | { [K in keyof Body]-?: Body[K] extends Value | undefined ? K : never }[keyof Body]
  | ((body: Body, context: ReferenceCallContext) => Value | Promise<Value>);

type PayloadKey<Body> = Extract<keyof Body, string>;

/**
 * One reference table as its save and delete calls write it (decision 0043): the table (name, key,
 * locked columns, faculty), the payload's id field, which payload field fills which column, and the
 * area's rules as hooks. The hooks run in this order, as the hand-written routes did: `filled` (the form's
 * required fields), the placeholder ids, `check` (rules outside the transaction), then in the transaction
 * `before` (rules that read other rows) and `links` (references staying inside the faculty).
 */
interface ReferenceDeclaration<Body> {
  table: ReferenceTable;
  /** The payload field naming the row (-1 creates); absent: the save only creates. */
  id?: PayloadKey<Body>;
  /** The delete's id field, when its payload names it otherwise than the save's (del-discipline). */
  deleteId?: string;
  /** Column ← payload field, written on create and update. */
  columns: Record<string, Source<Body>>;
  /** Column ← payload field, written on create only (a row keeps its parent: a plan its speciality). */
  createOnly?: Record<string, Source<Body>>;
  /**
   * The payload fields (beside the id) naming rows that may not be the placeholder 9999 (SPEC §9).
   * Present, even empty: the id is refused as a placeholder too, by the save and the delete.
   */
  placeholders?: readonly PayloadKey<Body>[];
  filled?: (body: Body) => void;
  check?: (body: Body, context: ReferenceCallContext) => void | Promise<void>;
  before?: (tx: Transaction, body: Body, context: ReferenceCallContext) => Promise<void>;
  links?: (tx: Transaction, body: Body) => Promise<void>;
  /**
   * A restore's payload fields of the columns the save makes its own way (a blank date, a parent), from
   * the row's values as the audit log keeps them (decision 0046); the columns copied as they are need none.
   */
  restored?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** The sms a made delete answers, when not 8 (a name-group's is 5, SPEC §8). */
  deletedSms?: SmsCode;
}

type SaveCall = CallDefinition;
type DeleteCall = CallDefinition;
/** The payload the declaration names fields of: the save's, or a delete-only table's delete's. */
type DeclaredBody<S, D> = [S] extends [SaveCall] ? BodyOf<S> : [D] extends [DeleteCall] ? BodyOf<D> : never;

const fieldOf = (body: unknown, key: string): unknown => (body as Record<string, unknown>)[key];

async function valuesOf<Body>(
  sources: Record<string, Source<Body>>,
  body: Body,
  context: ReferenceCallContext,
): Promise<Record<string, Value>> {
  const values: Record<string, Value> = {};
  for (const [column, source] of Object.entries(sources))
    values[column] =
      typeof source === 'function' ? await source(body, context) : (fieldOf(body, String(source)) as Value);
  return values;
}

/** A save made ready from its payload: the rules outside the transaction passed, its columns made. */
export interface PreparedSave {
  id: number;
  columns: Columns;
  options: SaveOptions;
}

/**
 * What a declared save does before its transaction, in the order the hand-written routes had: the form's
 * required fields, the placeholder ids, the rules outside the transaction, then the columns from the
 * payload; the rules inside the transaction (`before`, `links`) come with it for saveReference or writeRow.
 */
export async function prepareSave<Body>(
  declaration: ReferenceDeclaration<Body>,
  body: Body,
  context: ReferenceCallContext,
): Promise<PreparedSave> {
  const id = declaration.id === undefined ? -1 : (fieldOf(body, declaration.id) as number);
  declaration.filled?.(body);
  if (declaration.placeholders)
    assertNoPlaceholder(
      id,
      ...declaration.placeholders.map((key) => fieldOf(body, key) as number | undefined),
    );
  await declaration.check?.(body, context);
  const columns = await valuesOf(declaration.columns, body, context);
  if (id === -1 && declaration.createOnly)
    Object.assign(columns, await valuesOf(declaration.createOnly, body, context));
  const { before, links } = declaration;
  return {
    id,
    columns,
    options: {
      rowVersion: fieldOf(body, 'rowVersion') as number | undefined,
      ...(before && { before: (tx: Transaction) => before(tx, body, context) }),
      ...(links && { links: (tx: Transaction) => links(tx, body) }),
    },
  };
}

/** A registered save of a table: its declaration and call, for a restore to make as the screen would. */
export type DeclaredSave = ReferenceDeclaration<unknown> & { save: SaveCall };

const declaredSaves = new WeakMap<FastifyInstance, Map<string, DeclaredSave[]>>();

/** The declared saves of a table on this app (a speciality has three: binding, parameters, grading). */
export const savesOf = (app: FastifyInstance, table: string): readonly DeclaredSave[] =>
  declaredSaves.get(app)?.get(table) ?? [];

function rememberSave(app: FastifyInstance, save: DeclaredSave) {
  const byTable = declaredSaves.get(app) ?? new Map<string, DeclaredSave[]>();
  byTable.set(save.table.table, [...(byTable.get(save.table.table) ?? []), save]);
  declaredSaves.set(app, byTable);
}

/**
 * Registers the save and (or) delete call of one reference table from its declaration: each answers the
 * sms rows of db/reference.ts (created, updated, duplicate, deleted, in use), audited in its transaction.
 */
export function registerReference<S extends SaveCall | undefined, D extends DeleteCall | undefined>(
  app: FastifyInstance,
  services: Services,
  declaration: ReferenceDeclaration<DeclaredBody<S, D>> & { save?: S; delete?: D },
) {
  const calls = declaration;
  type Body = DeclaredBody<S, D>;
  const { database } = services;
  if (calls.save) {
    rememberSave(app, declaration as unknown as DeclaredSave);
    registerCall(app, calls.save, async ({ body, user }) => {
      const { id, columns, options } = await prepareSave(declaration, body as Body, { user, services });
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
