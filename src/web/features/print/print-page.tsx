import '../../components/document/texts';
import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { DocumentRequest } from '../../../contract/documents';
import { downloadPdf } from '../../components/document/print-action';
import { requestOfAddress, screenOfRequest } from '../../components/document/print-address';
import { PrintedDocumentView } from '../../components/document/printed-document';
import { HOME_PATH } from '../../lib/paths';
import { useTabTitle } from '../../lib/tab-title';
import { documentQuery } from './api';
import classes from './print-page.module.css';

/**
 * {base}/print/<document>?<its parameters> (decision 0049): a printable document in the interface language,
 * outside the shell, laid out for A4, with a toolbar (Print, Download PDF, Close) the printout leaves out.
 * Opened in a tab of its own by a screen's Print action.
 */
export default function PrintPage() {
  const { t } = useTranslation();
  const { document: kind } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const request = requestOfAddress(kind, search);
  return request ? (
    <DocumentPage request={request} />
  ) : (
    <main className={`${classes.page} ${classes.sheet}`}>
      <Alert color="red" title={t('document.badAddress')} className={classes.message}>
        <Button size="xs" variant="light" color="red" onClick={() => void navigate(HOME_PATH)}>
          {t('document.close')}
        </Button>
      </Alert>
    </main>
  );
}

function DocumentPage({ request }: { request: DocumentRequest }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const shown = useQuery(documentQuery(request, i18n.language));
  const [downloading, setDownloading] = useState(false);
  useTabTitle(shown.data?.title);

  const download = async () => {
    setDownloading(true);
    await downloadPdf(request);
    setDownloading(false);
  };
  // A tab the Print action opened closes; one reached otherwise goes back to the document's screen.
  const close = () => {
    if (window.history.length > 1) {
      void navigate(-1);
      return;
    }
    window.close();
    void navigate(screenOfRequest(request));
  };

  return (
    <div className={classes.page}>
      <header className={classes.toolbar}>
        <Group gap="xs" role="toolbar" aria-label={t('document.toolbar')}>
          <Button
            leftSection={<IconPrinter size={18} aria-hidden />}
            disabled={!shown.data}
            onClick={() => window.print()}
          >
            {t('document.print')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
          >
            {t('document.downloadPdf')}
          </Button>
          <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={close}>
            {t('document.close')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('document.printHint')}
        </Text>
      </header>
      <main className={classes.sheet}>
        {shown.data ? (
          <PrintedDocumentView document={shown.data} language={i18n.language} />
        ) : shown.isError ? (
          <Alert color="red" title={t('document.loadFailed')} className={classes.message}>
            <Text size="sm" mb="xs">
              {shown.error.message}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => void shown.refetch()}>
              {t('table.retry')}
            </Button>
          </Alert>
        ) : (
          <Center h={240}>
            <Loader size="sm" role="status" aria-label={t('table.loading')} />
          </Center>
        )}
      </main>
    </div>
  );
}
