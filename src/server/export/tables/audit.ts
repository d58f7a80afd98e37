import type { AuditRow } from '../../../contract/history';
import type { Language } from '../../../contract/limits';
import { screenTexts, textOf } from '../../core/screen-texts';
import { auditRowsBefore, countAuditRows } from '../../history/queries';
import { auditRows, auditTables } from '../../history/read';
import type { ExportTable } from '../layout';
import { textColumn } from '../layout';
import { wallClockOf } from '../wall-clock';

// The audit log (decision 0045) as its screen shows it under a filter: every row the filter finds, read in
// batches by the primary key, so that 100,000 rows stream with memory flat.

const BATCH = 1_000;
const shell = screenTexts.shell;
const audit = screenTexts.audit;

const ACTIONS = {
  created: textOf(shell, (texts) => texts.history.actions.created),
  changed: textOf(shell, (texts) => texts.history.actions.changed),
  deleted: textOf(shell, (texts) => texts.history.actions.deleted),
};
const SYSTEM = textOf(shell, (texts) => texts.history.system);
const CLIENT = textOf(shell, (texts) => texts.history.integrationClient);

/** Who made a change, as the audit screen says it (web/components/history/author.ts). */
function authorOf(row: AuditRow, lang: Language): string {
  if (row.clientName !== null) return CLIENT[lang].replace('{{name}}', row.clientName);
  if (row.userId === null) return SYSTEM[lang];
  if (row.userLogin === null) return `#${row.userId}`;
  return row.userName ? `${row.userName} (${row.userLogin})` : row.userLogin;
}

export const auditTable: ExportTable<'audit', AuditRow & { when: Date | null }> = {
  name: 'audit',
  title: textOf(shell, (texts) => texts.routes.audit),
  access: 'administrator',
  columns: [
    {
      key: 'when',
      title: textOf(shell, (texts) => texts.history.when),
      kind: 'datetime',
      value: (row) => row.when,
    },
    textColumn(
      'who',
      textOf(shell, (texts) => texts.history.who),
      authorOf,
    ),
    textColumn(
      'kind',
      textOf(audit, (texts) => texts.kind),
      (row) => row.kindLabel,
    ),
    textColumn(
      'record',
      textOf(audit, (texts) => texts.record),
      (row) => row.recordName,
    ),
    textColumn(
      'action',
      textOf(shell, (texts) => texts.history.what),
      (row, lang) => ACTIONS[row.action][lang],
    ),
    textColumn(
      'fields',
      textOf(audit, (texts) => texts.fields),
      (row) => row.fields.join(', '),
    ),
  ],
  count: ({ database, filter, timeZone }, limit) =>
    countAuditRows(database, { ...filter, page: 1 }, auditTables(filter), timeZone, limit),
  async *rows({ database, filter, lang, timeZone }) {
    const tables = auditTables(filter);
    let before: number | null = null;
    for (;;) {
      const entries = await auditRowsBefore(database, filter, tables, timeZone, before, BATCH);
      if (entries.length === 0) return;
      const rows = await auditRows(database, entries, lang);
      yield rows.map((row) => ({ ...row, when: wallClockOf(row.changedAt, timeZone) }));
      if (entries.length < BATCH) return;
      before = entries[entries.length - 1]?.auditId ?? null;
    }
  },
};
