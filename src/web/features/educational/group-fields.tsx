import { Checkbox, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADDITION_MAX_LENGTH } from '../../../contract/structure';
import classes from './group-fields.module.css';

/**
 * The picked group's own fields in the footer: its addition, individual-name flag and winter reception.
 * For a user who may not save them (a viewer, an editor of another faculty) they are read-only as the
 * forms' locked fields are: the value in the text's colour on a grey ground, a lock, nothing to
 * type or tick; greyed out only while there is nothing to show (no group picked, no group saved yet).
 */
export function GroupFields({
  picked,
  exists,
  readOnly,
  dop,
  individual,
  winter,
  winterPending,
  onDop,
  onIndividual,
  onWinter,
}: {
  /** A name-group, sub-group and year are picked (the group may be new). */
  picked: boolean;
  /** The picked group is saved: winter reception is its own switch, saved at once. */
  exists: boolean;
  readOnly: boolean;
  dop: string;
  individual: boolean;
  winter: boolean;
  winterPending: boolean;
  onDop: (dop: string) => void;
  onIndividual: (individual: boolean) => void;
  onWinter: (winter: boolean) => void;
}) {
  const { t } = useTranslation();
  const locked = readOnly
    ? {
        readOnly: true,
        'aria-readonly': true,
        classNames: { input: classes.lockedBox, icon: classes.lockedTick },
      }
    : {};
  return (
    <>
      <TextInput
        label={t('educational.footer.dop')}
        value={dop}
        maxLength={ADDITION_MAX_LENGTH}
        onChange={(event) => onDop(event.currentTarget.value)}
        disabled={!picked}
        readOnly={readOnly}
        variant={readOnly && picked ? 'filled' : 'default'}
        rightSection={readOnly && picked ? <IconLock size={16} aria-hidden /> : undefined}
        w={200}
      />
      <Checkbox
        label={t('educational.footer.individual')}
        checked={individual}
        onChange={(event) => onIndividual(event.currentTarget.checked)}
        disabled={!picked}
        {...(picked ? locked : {})}
        mb={8}
      />
      <Checkbox
        label={t('educational.footer.winter')}
        checked={winter}
        onChange={(event) => onWinter(event.currentTarget.checked)}
        disabled={!exists || (!readOnly && winterPending)}
        {...(exists ? locked : {})}
        mb={8}
      />
    </>
  );
}
