import './texts';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DocumentRequest, documentPdf } from '../../../contract/documents';
import { downloadFile } from '../../api/client';
import { saveDownload } from '../../api/save-download';
import { appConfig } from '../../lib/config';
import type { Refusal } from '../../lib/permissions';
import { GuardedButton } from '../guarded-button';
import { printPathOf } from './print-address';

/** A document a screen offers to print; the label tells it from the others when there are several. */
interface PrintedDocumentChoice {
  label?: string;
  request: DocumentRequest;
}

/** The print view's address in the browser, under the app's base path ('/uni/print/commission?faculty=2'). */
const printViewHref = (request: DocumentRequest): string =>
  `${appConfig.basePath}${printPathOf(request).slice(1)}`;

/** Downloads a document's PDF under the name the server gives it; a refusal is toasted by the client. */
export async function downloadPdf(request: DocumentRequest): Promise<void> {
  try {
    const file = await downloadFile(documentPdf, request);
    saveDownload(file.blob, file.name);
  } catch {
    // Shown by the client (a toast naming why).
  }
}

/**
 * The Print action of a screen (decision 0049): per document offered, its print view in a new tab (printed
 * from the browser) or its PDF written by the server. Refused, with the reason, while nothing is chosen.
 */
export function PrintAction({
  documents,
  refusal,
  size = 'sm',
}: {
  documents: PrintedDocumentChoice[];
  /** Why nothing can be printed yet (no faculty chosen …); null once it can. */
  refusal: Refusal;
  /** The size of the buttons beside it (the inline tables' are xs). */
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const icon = <IconPrinter size={size === 'xs' ? 16 : 18} aria-hidden />;
  if (refusal || documents.length === 0)
    return (
      <GuardedButton size={size} variant="default" leftSection={icon} refusal={refusal} onClick={() => {}}>
        {t('document.print')}
      </GuardedButton>
    );
  const download = async (request: DocumentRequest) => {
    setBusy(true);
    await downloadPdf(request);
    setBusy(false);
  };
  // With several documents each item names its own, so that two "Download PDF" are told apart.
  const named = (text: string, label?: string) => (label ? `${text} (${label})` : undefined);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size={size}
          loading={busy}
          leftSection={icon}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('document.print')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {documents.map(({ label, request }, index) => (
          <Fragment key={`${request.document}-${label ?? index}`}>
            {index > 0 && <Menu.Divider />}
            {label && <Menu.Label>{label}</Menu.Label>}
            <Menu.Item
              component="a"
              href={printViewHref(request)}
              target="_blank"
              rel="noopener"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              aria-label={named(t('document.openView'), label)}
            >
              {t('document.openView')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconDownload size={16} aria-hidden />}
              aria-label={named(t('document.downloadPdf'), label)}
              onClick={() => void download(request)}
            >
              {t('document.downloadPdf')}
            </Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
