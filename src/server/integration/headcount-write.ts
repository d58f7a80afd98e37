import type { z } from 'zod';
import { integrationHeadcountWrite } from '../../contract/integration';
import { saveHeadcount } from '../../contract/planned-students';
import { AppError } from '../core/errors';
import { Problem } from '../core/problem';
import type { SignedInUser } from '../core/signed-in-user';
import type { Database } from '../db/connection';
import { writeRow } from '../db/reference';
import { prepareSave, type SaveRegistry } from '../db/saves';
import { inUniversity } from '../db/university-scope';
import type { IntegrationClient } from './bearer';
import { headcount } from './resources/plans';
import { clientWriteTransaction, headcountOf } from './write-queries';

// The one write a client may make (headcounts:write, decision 0080): a group's budget and contract students,
// `PUT headcounts/{id}`, made by the headcount modal's own declared save (its schema, rules, faculty scope and
// version check), audited under the client. Optimistic concurrency as HTTP has it: the item's `version` is
// its ETag, `If-Match` names it, a stale one is a 412 (RFC 9110 §13.1.1).

/** PostgreSQL's largest integer: no id or version is beyond it. */
const INTEGER_MAX = 2_147_483_647;

const notFound = () =>
  new Problem(404, 'Not Found', 'No headcount of this id is within the client’s faculties');
const stale = () =>
  new Problem(412, 'Precondition Failed', 'The headcount has changed since the version If-Match names');

/** The id of the path, or a 404: an id the list never answers names nothing. */
function idOf(text: string): number {
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > INTEGER_MAX) throw notFound();
  return id;
}

/**
 * The version `If-Match` names: none (an unconditional write), any (`*`), or one strong ETag. A weak or
 * foreign tag never matches (RFC 9110 §13.1.1: strong comparison): 412; more than one tag is refused.
 */
function versionOf(header: string | undefined): number | 'any' | undefined {
  if (header === undefined) return undefined;
  if (header.trim() === '*') return 'any';
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.length !== 1 || !/^(W\/)?"[\x21\x23-\x7e]*"$/.test(tags[0] ?? ''))
    throw new Problem(400, 'Bad Request', 'If-Match must name one ETag as the headcount answered it');
  const strong = /^"(\d{1,10})"$/.exec(tags[0] ?? '');
  const version = strong ? Number(strong[1]) : 0;
  // A tag no row ever had (weak, not a version, out of range) is as stale as any other it does not have.
  if (version < 1 || version > INTEGER_MAX) throw stale();
  return version;
}

const fieldOfPayload: Record<string, string> = { kolB: 'budget', kolK: 'contract' };

/** The first refusal of a schema, in English, naming the field as the client sent it. */
function badRequest(error: z.ZodError): Problem {
  const [issue] = error.issues;
  const path = issue?.path.map((part) => fieldOfPayload[String(part)] ?? String(part)).join('.');
  const detail = issue ? `${path ? `${path}: ` : ''}${issue.message}` : 'The body is not a headcount';
  return new Problem(400, 'Bad Request', detail.slice(0, 500));
}

/**
 * The client as the save's writer: an editor of its faculties, so that the save's own scope check holds it
 * to them. It signs nothing in and is no account: the audit names it by the transaction's setting.
 */
const asEditor = (client: IntegrationClient): SignedInUser => ({
  id: 0,
  login: client.name,
  name: client.name,
  surname: '',
  tokenHash: '',
  universityId: client.universityId,
  role: 'editor',
  allFaculties: client.allFaculties,
  facultyIds: client.facultyIds,
});

/** The refusals of the save, as problems; a row of another faculty is as unknown as one that is not. */
function problemOf(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'CONFLICT') return stale();
  if (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN') return notFound();
  if (error.code === 'VALIDATION') return new Problem(400, 'Bad Request', 'This headcount cannot be written');
  return error;
}

const facultiesOf = (client: IntegrationClient) => (client.allFaculties ? undefined : client.facultyIds);

/** A headcount as the API answers it, with its ETag (its version). */
const answered = (row: NonNullable<Awaited<ReturnType<typeof headcountOf>>>) => ({
  etag: `"${row.rowVersion}"`,
  body: headcount(row),
});

/** GET headcounts/{id}: one headcount of the client's faculties, or a 404. */
export async function readHeadcount(database: Database, client: IntegrationClient, idText: string) {
  const id = idOf(idText);
  const row = await inUniversity(client.universityId, () => headcountOf(database, id, facultiesOf(client)));
  if (!row) throw notFound();
  return answered(row);
}

/** PUT headcounts/{id}: the body and If-Match of the request, written by the headcount modal's save. */
export async function writeHeadcount(
  database: Database,
  saves: SaveRegistry,
  client: IntegrationClient,
  request: { id: string; body: unknown; ifMatch: string | undefined },
) {
  const id = idOf(request.id);
  const sent = integrationHeadcountWrite.safeParse(request.body);
  if (!sent.success) throw badRequest(sent.error);
  const version = versionOf(request.ifMatch);
  // The screen's payload, judged by the screen's schema (its bounds) and written by its declared save.
  const payload = saveHeadcount.body.safeParse({
    idRrnkGrKolst: id,
    kolB: sent.data.budget,
    kolK: sent.data.contract,
    ...(typeof version === 'number' && { rowVersion: version }),
  });
  if (!payload.success) throw badRequest(payload.error);
  const declared = saves.savesOf('rrnk_gr_kolst').find((each) => each.save === saveHeadcount);
  if (!declared) throw new Error('the headcount modal’s save is not declared');
  const writer = asEditor(client);
  const row = await inUniversity(client.universityId, async () => {
    // Outside the client's faculties (or university) the row is not there for it: 404, not 403.
    if (!(await headcountOf(database, id, facultiesOf(client)))) throw notFound();
    try {
      const prepared = await prepareSave(declared, payload.data, { user: writer });
      await clientWriteTransaction(database, client.clientId, (tx) =>
        writeRow(tx, writer, declared.table, prepared.id, prepared.columns, prepared.options),
      );
    } catch (error) {
      throw problemOf(error);
    }
    return headcountOf(database, id, facultiesOf(client));
  });
  if (!row) throw notFound();
  return answered(row);
}
