import type { DocumentRequest, PrintedDocument } from '../../contract/documents';
import type { SignedInUser } from '../core/signed-in-user';
import { admissionPlanDocument } from './admission-plan';
import { classroomsDocument } from './classrooms';
import { commissionDocument } from './commission';
import type { DocumentContext } from './document';

/** The document a request asks for, in the context's language. */
export function buildDocument(
  context: DocumentContext & { user: SignedInUser; timeZone: string },
  request: DocumentRequest,
): Promise<PrintedDocument> {
  switch (request.document) {
    case 'commission':
      return commissionDocument(context, { facultyId: request.idFaculty });
    case 'specialityCommission':
      return commissionDocument(context, { facultyId: request.idFaculty, specialId: request.idSpecial });
    case 'admissionPlan':
      return admissionPlanDocument(context, { facultyId: request.idFaculty ?? null, year: request.aYear });
    case 'classrooms':
      return classroomsDocument(context, request.idKorpus);
  }
}
