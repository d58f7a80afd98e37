import type { z } from 'zod';
import { mayCall } from '../../contract/access';
import type { RecordKind } from '../../contract/history';
import type { SmsCode } from '../../contract/sms';
import { AppError } from '../core/errors';
import { namesIn } from '../core/messages';
import type { SignedInUser } from '../core/signed-in-user';
import { reasons } from '../core/validation';
import type { Database } from '../db/connection';
import { type Columns, smsOfWrite, writeRow } from '../db/reference';
import {
  type DeclaredSave,
  type HandWrittenSave,
  type PreparedSave,
  prepareSave,
  type SaveRegistry,
} from '../db/saves';
import { writeTransaction } from '../db/write';
import type { Snapshot } from './changes';
import type { KindDescription } from './kind';
import { catalogue } from './kinds';
import { changeById, rowNow } from './queries';
import { namedOf } from './read';
import { fieldsToRestore, payloadFields, payloadOf, restoredValues } from './restore-rules';

/** What a restore uses of the app's services (services.ts): the database, and the saves it makes. */
interface RestoreServices {
  database: Database;
  saves: SaveRegistry;
}

/** What a restore is asked: the record, the change whose values come back, the version it was read at. */
interface RestoreRequest {
  kind: RecordKind;
  id: number;
  auditId: number;
  rowVersion?: number | undefined;
}

type Answer = Promise<[{ sms: SmsCode }]>;

/**
 * Restores a record's values as one of its changes left them (decision 0046): the record's own saves, as
 * registered from their declarations, are made with a payload of those values, so that the same rules,
 * roles and faculty scope decide, and in one audited transaction (one change, itself restorable). A
 * deleted record comes back, with its id, when one save creates everything it had.
 */
export async function restoreRecord(
  services: RestoreServices,
  user: SignedInUser,
  request: RestoreRequest,
): Answer {
  const kind = catalogue[request.kind];
  const change = await changeById(services.database, request.auditId);
  if (!change || change.tableName !== kind.table || change.rowId !== String(request.id))
    throw new AppError('VALIDATION', 'restoreNotOfRecord');
  const restored = restoredValues(change) ?? {};
  const current = await rowNow(services.database, kind.table, kind.key, request.id);
  const context = { services, user, kind, request };
  const own = services.saves.handWrittenOf(kind.table);
  if (own) {
    if (!current) throw new AppError('NOT_FOUND', 'restoreGone');
    return setBackByHand(context, own, current, restored);
  }
  const saves = services.saves.savesOf(kind.table);
  if (saves.length === 0) throw new AppError('VALIDATION', 'restoreNotPossible');
  return current ? setBack(context, saves, current, restored) : bringBack(context, saves, restored);
}

interface Context {
  services: RestoreServices;
  user: SignedInUser;
  kind: KindDescription;
  request: RestoreRequest;
}

/** The fields that changed since go back, through every save of the record that writes one of them. */
async function setBack(
  context: Context,
  saves: readonly DeclaredSave[],
  current: Snapshot,
  restored: Snapshot,
) {
  const { request } = context;
  const updating = saves.filter((save) => save.id !== undefined);
  const writes = (save: DeclaredSave, column: string) => payloadFields(save.columns).has(column);
  const { fields, state } = await toRestore(context, current, restored, (column) =>
    updating.some((save) => writes(save, column)),
  );
  const involved = updating.filter((save) => fields.some((column) => writes(save, column)));
  const prepared = await prepareAll(context, involved, state, request.id, request.rowVersion);
  return write(context, request.id, prepared, request.rowVersion);
}

/**
 * The fields that differ now from the restored values, each one a save can write (else 400 naming those
 * no screen changes), none referring to a record gone since; and the row with them set back.
 */
async function toRestore(
  context: Context,
  current: Snapshot,
  restored: Snapshot,
  writable: (column: string) => boolean,
) {
  const { kind } = context;
  const fields = fieldsToRestore(kind, current, restored);
  if (fields.length === 0) throw new AppError('VALIDATION', 'restoreNothing');
  const fixed = fields.filter((column) => !writable(column));
  if (fixed.length > 0) throw new AppError('VALIDATION', 'restoreFieldsFixed', labelsOf(kind, fixed));
  await assertReferencesExist(context, fields, restored);
  const state = { ...current, ...Object.fromEntries(fields.map((column) => [column, restored[column]])) };
  return { fields, state };
}

/** The fields that changed since go back through the record's hand-written save, as its route makes it. */
async function setBackByHand(context: Context, own: HandWrittenSave, current: Snapshot, restored: Snapshot) {
  const { kind, request, user } = context;
  const { state } = await toRestore(context, current, restored, (column) => column in own.fields);
  if (!mayCall(user, own.save.access)) throw new AppError('FORBIDDEN', 'forbiddenRole');
  const payload = payloadOf({ columns: own.fields, id: own.id }, state, request.id, request.rowVersion);
  const parsed = (own.save.body as z.ZodType).safeParse(payload);
  if (!parsed.success) throw refusedValue(kind, own.fields, parsed.error);
  return own.write(user, parsed.data as never);
}

/** A deleted record comes back as it was, with its id, when one save creates all it had. */
async function bringBack(context: Context, saves: readonly DeclaredSave[], restored: Snapshot) {
  const { kind, request } = context;
  const filled = Object.keys(kind.fields).filter(
    (column) => ![null, undefined, ''].includes(restored[column] as never),
  );
  const creating = saves.find((save) =>
    filled.every((column) => column in { ...save.columns, ...save.createOnly }),
  );
  if (!creating) throw new AppError('NOT_FOUND', 'restoreGone');
  await assertReferencesExist(context, filled, restored);
  const made = await prepareAll(context, [creating], restored, -1, undefined);
  if (made[0]?.prepared.id !== -1) throw new AppError('NOT_FOUND', 'restoreGone');
  made[0].prepared.columns[kind.key] = request.id;
  return write(context, -1, made, undefined);
}

/**
 * Each save's payload for `state`, checked by its call's schema (an old value the contract refuses now is
 * named), allowed by its call's rule for this user, and made ready (the rules outside the transaction).
 */
async function prepareAll(
  { user, kind }: Context,
  saves: readonly DeclaredSave[],
  state: Snapshot,
  id: number,
  rowVersion: number | undefined,
): Promise<Made[]> {
  const made: Made[] = [];
  for (const save of saves) {
    if (!mayCall(user, save.save.access)) throw new AppError('FORBIDDEN', 'forbiddenRole');
    const payload = payloadOf(save, state, id, rowVersion, save.restored?.(state));
    const parsed = (save.save.body as z.ZodType).safeParse(payload);
    if (!parsed.success) throw refusedValue(kind, { ...save.columns, ...save.createOnly }, parsed.error);
    made.push({ save, prepared: await prepareSave(save, parsed.data, { user }) });
  }
  return made;
}

/** A save made ready for a restore. */
interface Made {
  save: DeclaredSave;
  prepared: PreparedSave;
}

/** One audited transaction writing what the saves would, as one change of the row. */
function write(context: Context, id: number, made: Made[], rowVersion: number | undefined): Answer {
  const { services, user, kind } = context;
  const [first] = made;
  if (!first) throw new AppError('VALIDATION', 'restoreNothing');
  const columns: Columns = Object.assign({}, ...made.map(({ prepared }) => prepared.columns));
  const prepared = made.map((each) => each.prepared);
  const table = first.save.table;
  return smsOfWrite(
    () =>
      writeTransaction(services.database, user.id, (tx) =>
        writeRow(tx, user, table, id, columns, {
          rowVersion,
          before: async () => {
            for (const save of prepared) await save.options.before?.(tx);
          },
          links: async () => {
            for (const save of prepared) await save.options.links?.(tx);
          },
        }),
      ),
    { database: services.database, id: id === -1 ? Number(columns[kind.key]) : id, columns },
  );
}

/**
 * 400 naming the fields whose earlier value is a record deleted since (a department, a faculty), rather
 * than the database's refusal of a reference, which names no field. The saves check again under locks.
 */
async function assertReferencesExist({ services, kind }: Context, columns: string[], restored: Snapshot) {
  const gone: string[] = [];
  for (const column of columns) {
    const named = namedOf(kind.fields[column]?.show ?? 'text');
    const value = restored[column];
    if (!named || typeof value !== 'number') continue;
    if (!(await rowNow(services.database, named.table, named.key, value))) gone.push(column);
  }
  if (gone.length > 0) throw new AppError('VALIDATION', 'restoreReferenceGone', labelsOf(kind, gone));
}

/** The fields' labels as a sentence's parameter `key`, in each language. */
function labelsOf(kind: KindDescription, columns: string[], key = 'fields') {
  const label = (lang: 'ru' | 'kg' | 'en') =>
    columns.map((column) => kind.fields[column]?.label[lang] ?? column).join(', ');
  return namesIn(key, { ru: label('ru'), kg: label('kg'), en: label('en') });
}

/** 400 naming the field whose earlier value the save's contract refuses now, and why. */
function refusedValue(kind: KindDescription, sources: Record<string, unknown>, error: z.ZodError) {
  const [issue] = error.issues;
  const field = String(issue?.path[0] ?? '');
  const column = [...payloadFields(sources)].find(([, key]) => key === field)?.[0];
  const reason = reasons[issue?.code ?? 'custom'] ?? reasons.custom;
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in (issue ?? {}) ? String((issue as unknown as Record<string, unknown>)[name]) : whole,
    );
  return new AppError('VALIDATION', 'restoreValueRefused', {
    ...labelsOf(kind, [column ?? field], 'field'),
    ...namesIn('reason', {
      ru: fill(reason?.ru ?? ''),
      kg: fill(reason?.kg ?? ''),
      en: fill(reason?.en ?? ''),
    }),
  });
}
