import { type AuditFilter, auditFilter } from '../../../contract/history';

/*
 * The audit screen's filter kept in the address (decision 0045), so that a reload, Back or a shared link shows
 * the same rows: ?user=3&kind=direction&action=changed&from=2026-03-01&to=2026-03-31&q=экономика&page=2.
 * Each parameter is read by the contract's own rule for its field: one the server would refuse (an
 * unknown kind, a day that is not in the calendar, a page past the last one allowed) is left out, not sent.
 */

/** The address's name of each field of the filter. */
const PARAMS = {
  userId: 'user',
  kind: 'kind',
  action: 'action',
  from: 'from',
  to: 'to',
  text: 'q',
  page: 'page',
} as const satisfies Record<keyof AuditFilter, string>;

type Field = keyof typeof PARAMS;
const numeric = new Set<Field>(['userId', 'page']);

/** A parameter's value as the contract reads its field, or undefined when it is not one. */
function paramValue(field: Field, text: string | null): unknown {
  if (text === null) return undefined;
  if (!numeric.has(field)) return text;
  return /^\d{1,10}$/.test(text) ? Number(text) : undefined;
}

/** The filter an address asks for: every parameter the contract accepts, page 1 unless a later one. */
export function auditFilterOf(params: URLSearchParams): AuditFilter {
  const filter: Record<string, unknown> = {};
  for (const field of Object.keys(PARAMS) as Field[]) {
    const read = auditFilter.shape[field].safeParse(paramValue(field, params.get(PARAMS[field])));
    // An empty text (a box emptied) is no filter.
    if (read.success && read.data !== undefined && read.data !== '') filter[field] = read.data;
  }
  return { ...filter, page: (filter.page as number | undefined) ?? 1 } as AuditFilter;
}

/** The address's parameters of a filter: only the fields it has, page 1 left out. */
export function auditParamsOf(filter: AuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of Object.keys(PARAMS) as Field[]) {
    const value = filter[field];
    if (value === undefined || value === '' || (field === 'page' && value === 1)) continue;
    params.set(PARAMS[field], String(value));
  }
  return params;
}

/** Whether the filter narrows the log at all (the page aside). */
export const isFiltered = ({ page: _page, ...fields }: AuditFilter): boolean =>
  Object.values(fields).some((value) => value !== undefined);
