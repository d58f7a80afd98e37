import type { Connection } from '../../db/connection';

// The change feed's versions (decision 0077) are a cluster's transaction ids, and a restore rewinds the data:
// the restored audit entries are numbered transaction 0, before every later one and below every horizon, so
// that the feed goes on in order, and the consumers' versions of before are refused (410): they start again.
// A backup written before migration 0034 has no such column; that migration numbers them 0 itself.

export async function restartFeedVersions(connection: Connection): Promise<void> {
  await connection.exec(`DO $restart$
    BEGIN
      IF EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'public.audit_log'::regclass AND attname = 'xact'
                   AND NOT attisdropped) THEN
        UPDATE public.audit_log SET xact = '0' WHERE xact <> '0';
      END IF;
    END
    $restart$`);
}
