import type { FastifyInstance } from 'fastify';
import type { CallDefinition } from '../../contract/call';
import { Sms, type SmsCode } from '../../contract/sms';
import type { SignedInUser } from '../auth/sessions';
import { deleteReference, type ReferenceTable, saveReference } from '../db/reference';
import type { Transaction } from '../db/write';
import { assertNoPlaceholder } from '../structure/rules';
import { ok } from './envelope';
import { type BodyOf, registerCall, type Services } from './route';

type Value = string | number | boolean | null;

/** What a hook may use besides the payload: who calls, and the server's services. */
export interface ReferenceCallContext {
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
export interface ReferenceDeclaration<Body> {
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
  const idOf = (body: unknown, key: string | undefined = declaration.id): number =>
    key === undefined ? -1 : (fieldOf(body, key) as number);
  if (calls.save)
    registerCall(app, calls.save, async ({ body: payload, user }) => {
      const body = payload as Body;
      const context = { user, services };
      const id = idOf(body);
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
      return ok(
        await saveReference(database, user, declaration.table, id, columns, {
          rowVersion: fieldOf(body, 'rowVersion') as number | undefined,
          ...(before && { before: (tx: Transaction) => before(tx, body, context) }),
          ...(links && { links: (tx: Transaction) => links(tx, body) }),
        }),
      );
    });
  if (calls.delete)
    registerCall(app, calls.delete, async ({ body, user }) => {
      const id = idOf(body, declaration.deleteId ?? declaration.id);
      if (declaration.placeholders) assertNoPlaceholder(id);
      const answer = await deleteReference(database, user, declaration.table, id);
      const deleted = declaration.deletedSms;
      // A refusal keeps its sentence (where the row is used); only a made delete's code is renamed.
      return ok(deleted !== undefined && answer[0].sms === Sms.DELETED ? [{ sms: deleted }] : answer);
    });
}
