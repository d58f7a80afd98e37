import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExportFormat, type ExportRequest, exportFormats, exportTable } from '../../../contract/export';
import { downloadFile } from '../../api/client';
import { saveDownload } from '../../api/save-download';
import type { DownloadedFile } from '../../api/transport';

/** What a screen exports: its table and filter; the search, filters and columns come from the table shown. */
export type ExportTarget = ExportRequest extends infer Request
  ? Request extends unknown
    ? Omit<Request, 'format' | 'search' | 'columns' | 'untranslated'>
    : never
  : never;

/**
 * The Export action of a table (decision 0047): Excel or CSV of the rows as the screen filters them, every page,
 * with the columns it shows. The file is written by the server; a refusal is toasted as any call's.
 */
export function ExportAction({
  target,
  search,
  untranslated,
  columns,
  size = 'sm',
}: {
  target: ExportTarget;
  /** The size of the buttons beside it (the inline tables' are xs). */
  size?: 'xs' | 'sm';
  search?: string;
  /** The list shows only the rows lacking a translation (its "Missing translation" filter). */
  untranslated?: boolean;
  /** The keys of the columns shown, in their order; the table's own columns when the screen's are fixed. */
  columns?: readonly string[];
}) {
  return (
    <ExportMenu
      size={size}
      fetchFile={(format) =>
        downloadFile(exportTable, {
          ...target,
          format,
          ...(columns ? { columns: [...columns] } : {}),
          ...(search?.trim() ? { search: search.trim() } : {}),
          ...(untranslated ? { untranslated: true } : {}),
        } as ExportRequest)
      }
    />
  );
}

/** The Export button and its formats: the file `fetchFile` brings is saved under its name. */
export function ExportMenu({
  fetchFile,
  size = 'sm',
}: {
  fetchFile: (format: ExportFormat) => Promise<DownloadedFile>;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const file = await fetchFile(format);
      saveDownload(file.blob, file.name);
    } catch {
      // Shown by the client (a toast naming why).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size={size}
          loading={busy}
          leftSection={<IconDownload size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('export.action')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {exportFormats.map((format) => (
          <Menu.Item key={format} onClick={() => void download(format)}>
            {t(`export.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
