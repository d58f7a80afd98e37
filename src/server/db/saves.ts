import type { BodyOf, CallDefinition } from '../../contract/call';
import type { SmsCode } from '../../contract/sms';
import type { SignedInUser } from '../core/signed-in-user';
import { assertNoPlaceholder, type Columns, type ReferenceTable, type SaveOptions } from './reference';
import type { Transaction } from './write';

// The saves of the records, declared once and made by their calls (http/reference-calls.ts), a restore
// (history/restore.ts) and an import (import/judge-row.ts) alike (decisions 0043, 0046, 0063).

type Value = string | number | boolean | null;

/** What a hook may use besides the payload: who calls. */
interface ReferenceCallContext {
  user: SignedInUser;
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
  /**
   * A restore's payload fields of the columns the save makes its own way (a blank date, a parent), from
   * the row's values as the audit log keeps them (decision 0046); the columns copied as they are need none.
   */
  restored?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** The sms a made delete answers, when not 8 (a name-group's is 5, SPEC §8). */
  deletedSms?: SmsCode;
}

export const fieldOf = (body: unknown, key: string): unknown => (body as Record<string, unknown>)[key];

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

/** A registered save of a table: its declaration and call, for a restore or an import to make as the screen would. */
export type DeclaredSave = ReferenceDeclaration<unknown> & { save: CallDefinition };

/**
 * A record's save that is not declared (decision 0043: commission members, users): its call, the payload's
 * id field, the payload field of each column it writes, and the write the route makes of a payload.
 */
export interface HandWrittenSave<C extends CallDefinition = CallDefinition> {
  save: C;
  id: string;
  fields: Record<string, string>;
  write(user: SignedInUser, body: BodyOf<C>): Promise<[{ sms: SmsCode }]>;
}

/**
 * The saves of the records, by table, on one app (decision 0063): created with the app's services
 * (services.ts), filled while the areas register their calls, then closed by app.ts; only then read, by
 * a restore, an import and the history's check at start. Reading it open, or filling it closed, is a
 * mistake of the code and throws, so the order cannot silently change.
 */
export class SaveRegistry {
  readonly #declared = new Map<string, DeclaredSave[]>();
  readonly #handWritten = new Map<string, HandWrittenSave>();
  #closed = false;

  /** A declared save of its table (registerReference); a table may have several (a speciality's three). */
  declare(save: DeclaredSave) {
    this.#assertOpen();
    const table = save.table.table;
    this.#declared.set(table, [...(this.#declared.get(table) ?? []), save]);
  }

  /** Lets a restore set a table's rows back through a hand-written save, as the route makes it. */
  registerRestoringSave<C extends CallDefinition>(table: string, save: HandWrittenSave<C>) {
    this.#assertOpen();
    this.#handWritten.set(table, save as unknown as HandWrittenSave);
  }

  /** Every area has registered: from here on the registry is read, never filled. */
  close() {
    this.#closed = true;
  }

  /** The declared saves of a table (a speciality has three: binding, parameters, grading). */
  savesOf(table: string): readonly DeclaredSave[] {
    this.#assertClosed();
    return this.#declared.get(table) ?? [];
  }

  /** The hand-written save a restore sets a table's rows back through, if it has one. */
  handWrittenOf(table: string): HandWrittenSave | undefined {
    this.#assertClosed();
    return this.#handWritten.get(table);
  }

  /** Whether a table's rows can be restored (a declared or hand-written save writes them). */
  canRestore(table: string): boolean {
    return this.handWrittenOf(table) !== undefined || this.savesOf(table).length > 0;
  }

  #assertOpen() {
    if (this.#closed) throw new Error('saves: registered after app.ts closed the registry');
  }

  #assertClosed() {
    if (!this.#closed)
      throw new Error('saves: read before every area registered (app.ts closes the registry)');
  }
}
