import { z } from 'zod';
import type { Access } from './access';
import { smsRowSchema } from './envelope';
import { id, ids, rowVersion, saveId } from './fields';

/** A refusal a call may declare beyond those its fields imply (http/answers.ts). */
type RefusalStatus = 400 | 404 | 409;

/** One call of SPEC §7: its method, its path under {API_PREFIX}/v1/, its payload and its answer rows. */
export interface CallDefinition<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: string;
  body: Body;
  data: Data;
  /** false for the few calls that answer without a session (login, check). */
  requiresSession: boolean;
  /**
   * Who may make it (access.ts). Lists default to `read`; a write call must name its rule (a route-table
   * test fails otherwise), and one without is reserved to administrators.
   */
  access?: Access;
  /**
   * A write whose answer is not the sms rows of SPEC §8 (copy-spec answers `false`): it is audited,
   * guarded and proved like the others. Calls answering sms rows are writes without saying so.
   */
  writes?: true;
  /**
   * A GET that changes something (auth/logout: SPEC keeps it GET): refused from another site as POSTs are,
   * for a link or a redirect elsewhere can navigate to it.
   */
  changesState?: true;
  /**
   * Refused 429 after too many failed attempts (the sign-in limits of auth/login, and the same limits on
   * the current password of auth/change-password): the one refusal its other fields cannot tell.
   */
  failureLimited?: true;
  /**
   * The refusals its other fields cannot tell (http/answers.ts derives the rest): 404 for a record a read
   * or a document names by id, 409 for a preview's token that no longer matches the data. Every status a
   * call answers must be published: the tests fail on an undeclared one (decision 0040).
   */
  refuses?: readonly RefusalStatus[];
  /**
   * Answers a file (an export) when it succeeds, not the envelope: its `data` is never sent, and a refusal
   * is the usual envelope.
   */
  file?: true;
  /** The largest payload it takes (bytes), where more than the server's default (an imported file). */
  bodyLimit?: number;
  summary: string;
}

export const defineCall = <Body extends z.ZodType | undefined, Data extends z.ZodType>(
  call: CallDefinition<Body, Data>,
) => call;

/**
 * A list or select: a session call answering rows of one shape, open to anyone signed in (access `read`),
 * with its summary and its payload (none for most GETs).
 * Most calls of SPEC §7 are this or a `writeCall`; the few others spell out their definition.
 */
export const listCall = <Row extends z.ZodType, Body extends z.ZodType | undefined = undefined>(
  method: 'GET' | 'POST',
  path: string,
  row: Row,
  { summary, body }: { summary: string; body?: Body },
) => defineCall({ method, path, body: body as Body, data: z.array(row), requiresSession: true, summary });

/** A write: a session POST answering the sms rows of SPEC §8, allowed by its `access` rule. */
export const writeCall = <Body extends z.ZodType>(
  path: string,
  access: Access,
  body: Body,
  summary: string,
) =>
  defineCall({
    method: 'POST',
    path,
    body,
    data: z.array(smsRowSchema),
    requiresSession: true,
    access,
    summary,
  });

/** A save's payload: the row's id under `key`, the fields, then the version the form was opened with. */
type VersionedShape<Key extends string, Id extends z.ZodType, Fields extends z.ZodRawShape> = {
  [K in Key]: Id;
} & Fields & { rowVersion: ReturnType<typeof rowVersion> };

/**
 * The writes of one table whose payloads name a row by `key` (most are reference tables the server
 * registers with registerReference, decision 0043): `save` creates (-1) or updates and `update` changes an
 * existing row, both ending with the version the form read (409 when stale, decision 0011); `delete` takes
 * the id alone.
 */
export function tableWrites<Key extends string>(key: Key, access: Access) {
  const payload = <Id extends z.ZodType, Fields extends z.ZodRawShape>(rowId: Id, fields: Fields) =>
    z.object({ [key]: rowId, ...fields, rowVersion: rowVersion() } as VersionedShape<Key, Id, Fields>);
  return {
    save: <Fields extends z.ZodRawShape>(path: string, fields: Fields, summary: string) =>
      writeCall(path, access, payload(saveId(), fields), summary),
    update: <Fields extends z.ZodRawShape>(path: string, fields: Fields, summary: string) =>
      writeCall(path, access, payload(id(), fields), summary),
    delete: (path: string, summary: string) => writeCall(path, access, ids(key), summary),
  };
}

export type CallBody<C> =
  C extends CallDefinition<infer B, z.ZodType> ? (B extends z.ZodType ? z.input<B> : undefined) : never;
/** A call's payload as its schema answers it (after parsing: defaults filled, text trimmed), as the server reads it. */
export type BodyOf<C> =
  C extends CallDefinition<infer B, z.ZodType> ? (B extends z.ZodType ? z.output<B> : undefined) : never;
export type CallData<C> = C extends CallDefinition<z.ZodType | undefined, infer D> ? z.infer<D> : never;
