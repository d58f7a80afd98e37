import { type DocumentRequest, documentRequest } from '../../../contract/documents';
import { BUILDING_PARAM } from '../../lib/addresses';
import { PRINT_PATH } from '../../lib/paths';

/*
 * A printable document's address (decision 0049): {base}/print/<document>?<its parameters>, named as the
 * screens name theirs (the commission screens' cascade: faculty, special; the classrooms screen's
 * building; a two-digit academic year), so a print view's address reads like its screen's.
 */

/** A request's fields by the address parameter that carries each. */
const PARAMS = {
  faculty: 'idFaculty',
  special: 'idSpecial',
  year: 'aYear',
  [BUILDING_PARAM]: 'idKorpus',
} as const;

/** A whole number as an address writes it; anything else is no number (then the request is invalid). */
const numberOf = (value: string): number | undefined =>
  /^\d{1,10}$/.test(value) ? Number(value) : undefined;

/**
 * The request a print view's address asks for, or null when it asks for none: an unknown document, a
 * parameter missing or not a number. Parameters the document does not take (the language) are ignored.
 */
export function requestOfAddress(document: string | undefined, search: string): DocumentRequest | null {
  const params = new URLSearchParams(search);
  const body: Record<string, unknown> = { document };
  for (const [param, field] of Object.entries(PARAMS)) {
    const value = params.get(param);
    if (value === null || value === '') continue;
    const number = numberOf(value);
    // A parameter given but unreadable is an error, not "absent" (it would otherwise widen a plan).
    if (number === undefined) return null;
    body[field] = number;
  }
  const parsed = documentRequest.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** The print view's router path of a request, with its parameters: '/print/commission?faculty=2'. */
export function printPathOf(request: DocumentRequest): string {
  const params = new URLSearchParams();
  for (const [param, field] of Object.entries(PARAMS)) {
    const value = (request as Record<string, unknown>)[field];
    if (typeof value !== 'number') continue;
    // The year as the app writes it everywhere: two digits ('05').
    params.set(param, field === 'aYear' ? String(value).padStart(2, '0') : String(value));
  }
  return `${PRINT_PATH}/${request.document}?${params.toString()}`;
}

/** The screen a document is printed from, opened on it: where the print view's Close goes back to. */
export function screenOfRequest(request: DocumentRequest): string {
  switch (request.document) {
    case 'commission':
      return `/commission?faculty=${request.idFaculty}`;
    case 'specialityCommission':
      return `/commission/speciality?faculty=${request.idFaculty}&special=${request.idSpecial}`;
    // The educational screen's cascade needs the ministry and university above a faculty.
    case 'admissionPlan':
      return '/educational';
    case 'classrooms':
      return `/classrooms?${BUILDING_PARAM}=${request.idKorpus}`;
  }
}
