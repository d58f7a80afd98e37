import { Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Sms } from '../../../contract/sms';
import { copySpeciality, deleteSpeciality } from '../../../contract/speciality-plan';
import { callApi } from '../../api/client';
import { showToast } from '../../api/toast';
import { useWrite } from '../../api/write';
import { AppModal, type AppModalProps } from '../../components/app-modal';
import { useFacultySpecialities } from '../../components/cascade/faculty-specialities';
import { ConfirmModal } from '../../components/confirm-modal';
import { EMPTY_CHOICE } from '../../components/form-modal/fields';
import { i18n } from '../../i18n';
import type { SpecialityPlace } from './parameters-form';

/**
 * Delete duplicate speciality (SPEC §2): copy the speciality's data onto another speciality of its faculty
 * (copy-spec; never onto itself or a 9999 placeholder), or delete it after a question that says it cannot
 * be undone (del-spec: 8 deleted, 6 still referenced).
 */
export function DuplicateModal({
  place: { idFaculty, idSpeciality },
  speciality,
  onDeleted,
  ...modal
}: Pick<AppModalProps, 'opened' | 'onClose'> & {
  place: SpecialityPlace;
  /** The speciality's code and name. */
  speciality: string;
  /** The speciality is gone: the cascade lets go of it. */
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const others = useFacultySpecialities(idFaculty, idSpeciality, modal.opened);
  const [target, setTarget] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  // copy-spec answers data false (SPEC §8), not a result code: its own confirmation.
  const copy = useWrite(
    copySpeciality,
    async (idSpecTo: number) => {
      await callApi(copySpeciality, { idSpecFrom: idSpeciality, idSpecTo });
      showToast({
        color: 'green',
        title: i18n.t('sms.successTitle'),
        message: i18n.t('educational.duplicate.copied'),
      });
      return [];
    },
    { silent: true },
  );
  const remove = useWrite(deleteSpeciality, () => callApi(deleteSpeciality, { idSpec: idSpeciality }), {
    onDone: (sms) => {
      setAsking(false);
      if (sms === Sms.DELETED) onDeleted();
    },
  });

  return (
    <AppModal {...modal} title={t('educational.duplicate.title')} size="lg">
      <Stack gap="md">
        <Text fw={600}>{speciality}</Text>
        <Fieldset legend={t('educational.duplicate.copyTitle')}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('educational.duplicate.copyHint')}
            </Text>
            <Select<number>
              label={t('educational.duplicate.target')}
              data={others.options}
              value={target}
              onChange={setTarget}
              placeholder={EMPTY_CHOICE}
              nothingFoundMessage={t('table.empty')}
              error={others.failed ? t('table.loadError') : undefined}
              disabled={others.loading}
              searchable
            />
            <Group justify="flex-end">
              <Button
                disabled={target === null}
                loading={copy.isPending}
                onClick={() => target !== null && copy.mutate(target, { onSuccess: modal.onClose })}
              >
                {t('educational.duplicate.copy')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('educational.duplicate.deleteTitle')}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('educational.duplicate.deleteHint')}
            </Text>
            <Group justify="flex-end">
              <Button color="red" variant="light" onClick={() => setAsking(true)}>
                {t('educational.duplicate.delete')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={modal.onClose}>
            {t('confirmDelete.close')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        subject={asking ? speciality : null}
        usage={{ kind: 'speciality', id: idSpeciality }}
        title={t('educational.duplicate.deleteTitle')}
        question={t('educational.duplicate.question')}
        note={t('educational.duplicate.irreversible')}
        confirmLabel={t('confirmDelete.confirm')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined)}
        onClose={() => setAsking(false)}
      />
    </AppModal>
  );
}
