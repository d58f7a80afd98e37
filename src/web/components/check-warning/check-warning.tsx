import './texts';
import { Alert, List, type MantineSpacing, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { yearLabel } from '../../../contract/academic-year';
import type { CheckRow } from '../../../contract/checks';
import { WarningBadge, warningTitleClass } from '../warning-badge';

/*
 * What the data checks found about a record, where the record is edited: a warning above its
 * table or form, or a badge in its row; each says the check and its sentence (the server's `detail`).
 */

/** A warning naming each violation's check and sentence; nothing when there is none. */
export function CheckWarnings({ rows, mb }: { rows: readonly CheckRow[]; mb?: MantineSpacing }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  const line = (row: CheckRow) => (
    <>
      <Text span fw={600} size="sm">
        {t(`checkWarning.kinds.${row.check}`)}
        {/* The plan of which year: the modal's plan tab may show another. */}
        {row.check === 'firstCourseVsPlan' ? ` (${yearLabel(row.year)})` : ''}:
      </Text>{' '}
      {row.detail}
    </>
  );
  const [only] = rows;
  return (
    <Alert
      // A standing remark about the record, not news: read in its place, not announced.
      role="note"
      color="orange"
      variant="light"
      title={t('checkWarning.title')}
      classNames={{ title: warningTitleClass }}
      icon={<IconAlertTriangle size={20} aria-hidden />}
      mb={mb}
      data-check-warning
    >
      {rows.length === 1 && only ? (
        <Text size="sm">{line(only)}</Text>
      ) : (
        <List size="sm" spacing={2}>
          {rows.map((row) => (
            <List.Item key={`${row.check}-${row.record}-${row.detail}`}>{line(row)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/**
 * A small badge in a record's row (e.g. a classroom's capacity): its label, with the sentences of the
 * violations on hover and focus, and read out after the label by assistive technology.
 */
export function CheckBadge({ rows, label }: { rows: readonly CheckRow[]; label: string }) {
  if (rows.length === 0) return null;
  const detail = rows.map((row) => row.detail).join('; ');
  return (
    <Tooltip
      label={detail}
      withArrow
      multiline
      maw={320}
      events={{ hover: true, focus: true, touch: true }}
      aria-hidden
    >
      <WarningBadge tabIndex={0} data-check-badge>
        {label}
        <VisuallyHidden>: {detail}</VisuallyHidden>
      </WarningBadge>
    </Tooltip>
  );
}
