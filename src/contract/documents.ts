import { z } from 'zod';
import { defineCall } from './call';
import { id, twoDigitYear } from './fields';

// Printable documents (decision 0049): the commission's composition (a faculty's, or a faculty's for one of its
// specialities), the admission plan of a year (one faculty's or the whole university's) and a building's
// classroom list. The server builds each as one document in the request's language; the web prints it
// (its print view) and the server writes it as a PDF, so the two cannot differ.

export const documentRequest = z.discriminatedUnion('document', [
  z.object({ document: z.literal('commission'), idFaculty: id() }),
  z.object({ document: z.literal('specialityCommission'), idFaculty: id(), idSpecial: id() }),
  // Without a faculty: the whole university, a section per faculty.
  z.object({ document: z.literal('admissionPlan'), aYear: twoDigitYear(), idFaculty: id().optional() }),
  z.object({ document: z.literal('classrooms'), idKorpus: id() }),
]);
export type DocumentRequest = z.infer<typeof documentRequest>;

/** A cell: text, a number (right-aligned, summed in a total) or nothing. */
const documentCell = z.union([z.string(), z.number(), z.null()]);
export type DocumentCell = z.infer<typeof documentCell>;

const documentColumn = z.object({
  title: z.string(),
  /** Numbers: right-aligned. */
  numeric: z.boolean(),
  /** Takes the width the others leave (names); the others are as wide as their content. */
  wide: z.boolean(),
});
export type DocumentColumn = z.infer<typeof documentColumn>;

/** Rows under a heading of their own (a faculty of the university's plan), with their total. */
const documentSection = z.object({
  title: z.string().nullable(),
  rows: z.array(z.array(documentCell)),
  /** The section's total row ("Итого по факультету"), cell by cell; null when the document sums nothing. */
  total: z.array(documentCell).nullable(),
});
export type DocumentSection = z.infer<typeof documentSection>;

const printedDocument = z.object({
  /** The PDF's file name, without the extension. */
  fileName: z.string(),
  landscape: z.boolean(),
  /** The approval block at the top right ("УТВЕРЖДАЮ", "Ректор ________", "«___» ________ 20___ г."). */
  approval: z.array(z.string()),
  /** The university and the faculty, centred above the title. */
  heading: z.array(z.string()),
  title: z.string(),
  /** What the document is of: the academic year, the speciality, the building. */
  subtitle: z.array(z.string()),
  /** The order's number and date to be filled in by hand, when the document is an order's annex. */
  order: z.string().nullable(),
  columns: z.array(documentColumn),
  sections: z.array(documentSection),
  /** The overall total ("Всего"), when there is more than one section to sum. */
  total: z.array(documentCell).nullable(),
  /** Said in place of the table when there is no row. */
  empty: z.string(),
  /** Who signs at the bottom, each with a line for the signature and the name. */
  signatures: z.array(z.object({ role: z.string(), name: z.string() })),
  /** "Сформировано 27.11.2026": the day, on the university's clock. */
  made: z.string(),
  /** "Страница {{page}} из {{pages}}" with its two placeholders, for the PDF's page footer. */
  pageOf: z.string(),
});
export type PrintedDocument = z.infer<typeof printedDocument>;

export const documentView = defineCall({
  method: 'POST',
  path: 'documents/view',
  body: documentRequest,
  data: printedDocument,
  requiresSession: true,
  refuses: [404],
  summary:
    'A printable document in the request’s language: the commission’s composition, the admission plan of a year, a building’s classroom list; 404 when its faculty, speciality or building does not exist',
});

export const documentPdf = defineCall({
  method: 'POST',
  path: 'documents/pdf',
  body: documentRequest,
  data: z.never(),
  requiresSession: true,
  access: 'read',
  file: true,
  refuses: [404],
  summary:
    'The same document as an A4 PDF (fonts embedded, rows never split across pages, the table header repeated on each page); 503 when too many are being written at once',
});
