import { commissionMemberPage } from '../resource-queries/commission';
import { names, pagedResource } from './page';

// The commission (commission:read): its members over the years, with their terms.

export const commissionMembers = pagedResource(commissionMemberPage, (row) => ({
  id: row.id,
  facultyId: row.facultyId,
  name: row.name,
  title: row.title,
  role: { id: row.roleId, name: names(row, 'role') },
  since: row.since,
  until: row.until,
  updatedAt: row.updatedAt,
}));
