import { type DocumentRequest, documentView } from '../../../contract/documents';
import { SCREEN_HANDLES_FAILURES } from '../../api/client';
import { read } from '../../api/queries';

/**
 * A printable document in the interface language (cached per language). The page says a failure itself
 * (a vanished faculty, the server's sentence), so the client does not toast it as well.
 */
export const documentQuery = (request: DocumentRequest, language: string) =>
  read(documentView, request, { language, call: SCREEN_HANDLES_FAILURES });
