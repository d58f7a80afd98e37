import './texts';
import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileImport, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyImport,
  IMPORT_FILE_MAX_BYTES,
  type ImportColumnChoice,
  type ImportPreview,
  type ImportRequest,
  type ImportTableName,
  importTemplate,
  previewImport,
} from '../../../contract/import';
import { callApi, downloadFile } from '../../api/client';
import { saveDownload } from '../../api/save-download';
import { showToast } from '../../api/toast';
import { useWrite } from '../../api/write';
import { AppModal } from '../app-modal';
import { GuardedButton } from '../guarded-button';
import { ImportColumns, ImportNotes } from './import-columns';
import { ImportPreviewTable } from './import-preview';

/** What a screen imports into: its table and filter (the file comes from the person). */
export type ImportTarget = ImportRequest extends infer Request
  ? Request extends unknown
    ? Omit<Request, 'file'>
    : never
  : never;

/** A file's bytes as base64, as the import call carries them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In chunks: one String.fromCharCode of megabytes of arguments overflows the stack.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** Downloads the import templates of these tables as one workbook, a sheet each (decision 0061). */
export async function downloadTemplate(tables: readonly ImportTableName[]) {
  try {
    const downloaded = await downloadFile(importTemplate, { tables: [...tables] });
    saveDownload(downloaded.blob, downloaded.name);
  } catch {
    // Shown by the client.
  }
}

/**
 * The Import action of a table (decision 0047): a file chosen, its preview (every row's verdict, nothing
 * written), then its apply, which writes the accepted rows at once and reloads the lists they change.
 */
export function ImportAction({
  target,
  screen,
  refusal,
  size = 'sm',
}: {
  target: ImportTarget;
  /** The screen's title: the modal's. */
  screen: string;
  /** Why the user may not import (their role), or null. */
  refusal: string | null;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <GuardedButton
        size={size}
        variant="default"
        leftSection={<IconFileImport size={18} aria-hidden />}
        refusal={refusal}
        onClick={() => setOpened(true)}
      >
        {t('import.action')}
      </GuardedButton>
      <AppModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('import.title', { screen })}
        size="xl"
      >
        <ImportFlow target={target} onClose={() => setOpened(false)} />
      </AppModal>
    </>
  );
}

/**
 * An import's steps inside its dialog: the file, the template of its table (and `templates`, more of
 * them), how its columns were read, its preview and the apply, which closes the dialog (`onClose`). Its
 * state is its own: a dialog offering several tables keys it by the one chosen.
 */
export function ImportFlow({
  target,
  onClose,
  templates,
}: {
  target: ImportTarget;
  onClose: () => void;
  /** More templates beside the table's own (a workbook of several tables' sheets). */
  templates?: ReactNode;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<ImportRequest | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The columns table: open by itself while a required column is missing, on demand otherwise.
  const [columnsOpen, setColumnsOpen] = useState(false);
  // Each reading of the file: the columns table starts again from its answer.
  const [reading, setReading] = useState(0);
  // The apply writes the table's rows: every read of its tables reloads (api/write.ts).
  const write = useWrite(
    applyImport,
    (request: ImportRequest & { token: string }) => callApi(applyImport, request as never),
    {
      onDone: (_sms, counts) =>
        showToast({ color: 'green', title: t('sms.successTitle'), message: t('import.applied', counts) }),
    },
  );

  /** Reads the file, with the person's choices for its columns. */
  const read = async (chosen: File, columns?: ImportColumnChoice[]) => {
    setBusy(true);
    try {
      const request = {
        ...target,
        file: { name: chosen.name, content: await base64Of(chosen) },
        ...(columns && columns.length > 0 && { columns }),
      } as ImportRequest;
      const answer = await callApi(previewImport, request);
      setPreview(answer);
      setSent(request);
      setReading((count) => count + 1);
      setColumnsOpen(answer.layout.missing.length > 0);
    } catch {
      // Shown by the client (a toast naming why: a damaged file, not a table …).
    } finally {
      setBusy(false);
    }
  };
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setSent(null);
    setProblem(null);
    if (!chosen) return;
    if (chosen.size > IMPORT_FILE_MAX_BYTES) {
      setProblem(t('import.tooLarge'));
      return;
    }
    await read(chosen);
  };
  const apply = async () => {
    if (!sent || !preview) return;
    setBusy(true);
    try {
      await write.mutateAsync({ ...sent, token: preview.token });
      onClose();
    } catch {
      // A change since the preview (409) or a refusal: the toast says so; the preview stays to try again.
    } finally {
      setBusy(false);
    }
  };
  const writable = preview ? preview.counts.create + preview.counts.update : 0;
  const actions = (
    <Group gap="sm">
      <Button variant="default" onClick={onClose}>
        {t('import.cancel')}
      </Button>
      <GuardedButton
        refusal={!preview ? t('import.filePlaceholder') : writable === 0 ? t('import.nothingToWrite') : null}
        loading={busy && preview !== null}
        onClick={() => void apply()}
      >
        {t('import.apply', { count: writable })}
      </GuardedButton>
    </Group>
  );

  return (
    <Stack gap="md">
      <Text size="sm">{t('import.hint')}</Text>
      <Group align="flex-end" gap="sm">
        <FileInput
          label={t('import.file')}
          placeholder={t('import.filePlaceholder')}
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          leftSection={<IconUpload size={16} aria-hidden />}
          value={file}
          onChange={(chosen) => void choose(chosen)}
          clearable
          clearButtonProps={{ 'aria-label': t('import.clearFile') }}
          disabled={busy}
          error={problem}
          w={360}
          maw="100%"
        />
        <Button variant="subtle" onClick={() => void downloadTemplate([target.table])}>
          {t('import.template')}
        </Button>
        {templates}
      </Group>
      {busy && !preview && <Text c="dimmed">{t('import.checking')}</Text>}
      {preview && <ImportNotes layout={preview.layout} />}
      {preview && file && columnsOpen && (
        <ImportColumns
          key={reading}
          layout={preview.layout}
          busy={busy}
          onRead={(columns) => void read(file, columns)}
        />
      )}
      {preview && !columnsOpen && (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => setColumnsOpen(true)}>
            {t('import.columns.show')}
          </Button>
        </Group>
      )}
      {preview && preview.layout.missing.length === 0 ? (
        <ImportPreviewTable preview={preview} actions={actions} />
      ) : (
        <Group justify="flex-end">{actions}</Group>
      )}
    </Stack>
  );
}
