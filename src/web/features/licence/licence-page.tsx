import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { installLicence, setupState } from '../../../contract/setup';
import { read } from '../../api/queries';
import { LicencePanel } from '../../components/licence-panel/licence-panel';
import { NotAllowed } from '../../components/not-allowed';
import { QueryPending } from '../../components/query-pending';
import { usePermissions } from '../../lib/permissions';

/**
 * {base}/licence (decision 0060), in the administration group: the licence in force, its validity and days
 * left, the line to send the vendor for the next one and the upload of its file. Open while the licence is
 * expired or absent (its calls are setup/'s, which the server leaves open): an administrator is brought
 * here, not signed out, when the licence is refused (app/shell/use-licence-check.ts).
 */
export default function LicencePage() {
  const { can } = usePermissions();
  return can(installLicence) ? <LicenceScreen /> : <NotAllowed />;
}

function LicenceScreen() {
  const { i18n } = useTranslation();
  const state = useQuery(read(setupState, undefined, { language: i18n.language }));
  return (
    <Stack gap="lg" maw={960}>
      {state.data ? <LicencePanel state={state.data} /> : <QueryPending query={state} />}
    </Stack>
  );
}
