import './texts';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CheckCount, CheckKind } from '../../../contract/checks';
import { openViolations, rowsOf, useChecks } from '../../api/checks';
import { QueryPending } from '../../components/query-pending';
import { CHECK_PARAM } from '../../lib/addresses';
import { CheckSection } from './check-section';
import classes from './checks.module.css';
import { chosenCheck } from './chosen-check';

/**
 * {base}/checks: every violation of the data checks over the whole university, grouped by
 * check in the server's order. A summary names each check with its total; the check chosen there (kept
 * in the address, ?check=…; at first the first with violations) shows below: its rule in a line, its
 * count and its rows, each linking to the screen and record to fix. One check's rows at a time: a page
 * of several paged lists would repeat their page buttons' landmarks. Every signed-in role may read it;
 * every write reloads it (api/queries.ts).
 */
export default function ChecksPage() {
  const { t } = useTranslation();
  const checks = useChecks();
  const [params] = useSearchParams();
  const answer = checks.data;
  if (answer === undefined)
    return (
      <Stack gap="xl" maw={1300}>
        <Text maw={880}>{t('checks.intro')}</Text>
        <QueryPending query={checks} />
      </Stack>
    );
  const chosen = chosenCheck(params.get(CHECK_PARAM), answer.counts);
  const count = answer.counts.find(({ check }) => check === chosen)?.count ?? 0;
  return (
    <Stack gap="xl" maw={1300}>
      <Text maw={880}>{t('checks.intro')}</Text>
      <Summary counts={answer.counts} chosen={chosen} />
      {/* Another check starts its list anew: no search, the first page. */}
      <CheckSection key={chosen} check={chosen} count={count} rows={rowsOf(answer.rows, chosen)} />
    </Stack>
  );
}

/**
 * The checks and their totals, named as the screen; each check's name shows it below (the chosen one is
 * marked current). The address is replaced: Back leaves the screen rather than stepping through checks.
 */
function Summary({ counts, chosen }: { counts: readonly CheckCount[]; chosen: CheckKind }) {
  const { t } = useTranslation();
  return (
    <Table withTableBorder aria-label={t('routes.checks')} maw={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('checks.check')}</Table.Th>
          <Table.Th className={classes.count}>{t('checks.count')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {counts.map(({ check, count }) => (
          <Table.Tr key={check} className={check === chosen ? classes.chosen : undefined}>
            <Table.Th scope="row" fw={400}>
              <Anchor
                component={Link}
                to={{ search: `?${CHECK_PARAM}=${check}` }}
                replace
                aria-current={check === chosen ? 'true' : undefined}
                fw={check === chosen ? 700 : undefined}
              >
                {t(`checks.checks.${check}.title`)}
              </Anchor>
            </Table.Th>
            <Table.Td className={classes.count} fw={count > 0 ? 700 : undefined}>
              {count}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">{t('checks.total')}</Table.Th>
          <Table.Td className={classes.count} fw={700}>
            {openViolations({ counts })}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
