import './texts';
import { Group, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_PAGE_SIZE, type AuditFilter, auditLog } from '../../../contract/history';
import { pageCount } from '../../../contract/search';
import { read } from '../../api/queries';
import { ExportAction } from '../../components/export/export-action';
import { NotAllowed } from '../../components/not-allowed';
import { Pager } from '../../components/paged-table/table-parts';
import { usePermissions } from '../../lib/permissions';
import { auditFilterOf, auditParamsOf } from './audit-filter';
import { AuditFilters, type FilterChange } from './audit-filters';
import { AuditTable } from './audit-table';

const withoutPage = ({ page: _page, ...filter }: AuditFilter) => filter;

/** {base}/audit (decision 0045): every change in the database, for administrators. */
export default function AuditPage() {
  const { can } = usePermissions();
  return can(auditLog) ? <AuditScreen /> : <NotAllowed />;
}

/**
 * The audit log newest first, 50 a page read from the server, under the filters kept in the address; a
 * row opens its record's history. The page shown stays while the next one loads.
 */
function AuditScreen() {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = auditFilterOf(params);
  // The address is replaced rather than added to: Back leaves the screen instead of undoing filters. A
  // change builds on the address as it is now, not on this render's filter: the router renders a
  // navigation as a transition, so a second change (the next date typed) may come before that render.
  const show = (next: (current: AuditFilter) => AuditFilter) =>
    setParams(auditParamsOf(next(auditFilterOf(new URLSearchParams(window.location.search)))), {
      replace: true,
    });
  const change: FilterChange = (fields) => show((current) => ({ ...current, ...fields, page: 1 }));
  // Kinds and fields are named in the interface language: cached per language.
  const log = useQuery({
    ...read(auditLog, filter, { language: i18n.language }),
    placeholderData: keepPreviousData,
  });
  const total = log.data?.total;
  return (
    <Stack gap="md">
      <AuditFilters filter={filter} onChange={change} onReset={() => show(() => ({ page: 1 }))} />
      {/* Every row the filters find, not only this page; the columns are the table's own. */}
      <Group justify="flex-end">
        <ExportAction target={{ table: 'audit', filter: withoutPage(filter) }} />
      </Group>
      <AuditTable log={log} first={(filter.page - 1) * AUDIT_PAGE_SIZE} />
      <Pager
        total={total}
        more={log.data?.more}
        pages={pageCount(total ?? 0, AUDIT_PAGE_SIZE)}
        page={filter.page}
        onPage={(page) => show((current) => ({ ...current, page }))}
      />
    </Stack>
  );
}
