import { Drawer, getDefaultZIndex, Stack, Text } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HISTORY_ENTRIES_MAX,
  type HistoryEntry,
  recordHistory,
  unrestorableKinds,
} from '../../../contract/history';
import { read } from '../../api/queries';
import modalClasses from '../modal.module.css';
import { registerModalContent } from '../open-modals';
import { QueryPending } from '../query-pending';
import classes from './history.module.css';
import { HistoryEntryView } from './history-entry';
import type { HistoryTarget } from './history-store';
import { RestoreButton, RestoreQuestion } from './restore-action';

/** Above the modals a History may be pressed in (a modal's table), below the toasts. */
const PANEL_Z_INDEX = getDefaultZIndex('modal') + 1;

/**
 * A record's history (decision 0045): a panel at the side, titled with the record's name, listing its changes
 * newest first, each with when, who, what and the fields it changed. Counted among the open modals
 * (open-modals.ts: toasts go beside it), its header made a plain one as AppModal's is.
 */
export default function HistoryPanel({
  target,
  opened,
  onClose,
}: {
  target: HistoryTarget;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  // Labels and values come worded in the interface language: cached per language.
  const history = useQuery(
    read(recordHistory, { kind: target.kind, id: target.id }, { language: i18n.language }),
  );
  // The entry a restore is asked about: while asked, Escape closes the question, not the panel.
  const [asked, setAsked] = useState<HistoryEntry | null>(null);
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      zIndex={PANEL_Z_INDEX}
      closeOnEscape={asked === null}
      // The store gives the focus back (history-store.ts closeHistory).
      returnFocus={false}
    >
      <Drawer.Overlay />
      <Drawer.Content ref={registerModalContent}>
        <Drawer.Header role="none">
          <Drawer.Title className={modalClasses.title}>
            {t('history.title', { name: target.name })}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t('modal.close')} />
        </Drawer.Header>
        <Drawer.Body>
          <Entries query={history} target={target} onAsk={setAsked} />
        </Drawer.Body>
      </Drawer.Content>
      <RestoreQuestion
        target={target}
        entry={asked}
        rowVersion={history.data?.[0]?.rowVersion ?? null}
        onClose={() => setAsked(null)}
      />
    </Drawer.Root>
  );
}

/**
 * Whether an entry's values can be restored: not the newest while the record exists (they are its values
 * now); every one, the delete first, once it is deleted.
 */
const restorable = (target: HistoryTarget, entries: readonly HistoryEntry[], index: number) =>
  !unrestorableKinds.includes(target.kind) && (index > 0 || entries[0]?.action === 'deleted');

function Entries({
  query,
  target,
  onAsk,
}: {
  query: UseQueryResult<HistoryEntry[]>;
  target: HistoryTarget;
  onAsk: (entry: HistoryEntry) => void;
}) {
  const { t } = useTranslation();
  if (query.data === undefined) return <QueryPending query={query} />;
  if (query.data.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  const entries = query.data;
  return (
    <Stack gap="sm">
      {query.data.length >= HISTORY_ENTRIES_MAX && (
        <Text size="sm" c="dimmed">
          {t('history.limited', { count: HISTORY_ENTRIES_MAX })}
        </Text>
      )}
      <ol className={classes.entries}>
        {entries.map((entry, index) => (
          <li key={entry.auditId}>
            <HistoryEntryView
              entry={entry}
              restore={
                restorable(target, entries, index) && (
                  <RestoreButton entry={entry} kind={target.kind} onAsk={onAsk} />
                )
              }
            />
          </li>
        ))}
      </ol>
    </Stack>
  );
}
