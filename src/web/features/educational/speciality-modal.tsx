import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallBody } from '../../../contract/call';
import { deleteDirection, deleteSpecial, deleteStudyForm, saveDirection } from '../../../contract/catalog';
import type { RecordKind } from '../../../contract/history';
import { Sms } from '../../../contract/sms';
import { bindSpeciality } from '../../../contract/structure';
import type { UsageKind } from '../../../contract/usage';
import { catalog } from '../../api/catalog';
import { callApi } from '../../api/client';
import { showSmsToast } from '../../api/sms-toast';
import { useWrite } from '../../api/write';
import { AppModal } from '../../components/app-modal';
import { PLACEHOLDER_ID } from '../../components/cascade/cascade-select';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { EMPTY_CHOICE } from '../../components/form-modal/fields';
import { useHistoryAction } from '../../components/history/history-action';
import { directionNames, specialNames } from '../../components/reference-screen/catalog-names';
import { RowActions } from '../../components/row-actions';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';
import { specialitiesQuery, trimesterQuery } from './api';
import { type CatalogEditing, CatalogFormModal } from './catalog-forms';

type Kind = CatalogEditing['kind'];

/** The catalog's kinds as the usage read names them. */
const usageKindOf: Record<Kind, UsageKind> = {
  direction: 'direction',
  form: 'studyForm',
  special: 'special',
};
/** The catalog's kinds as their History names them (decision 0045). */
const historyKindOf: Record<Kind, RecordKind> = {
  direction: 'direction',
  form: 'studyForm',
  special: 'specialityName',
};
type Mode = 'none' | 'trimester' | 'doctorate' | 'other';
/** Phd of SPEC §3: 5 a doctorate, 1 another postgraduate programme, 0 none. */
const PHD: Record<Mode, 0 | 1 | 5> = { none: 0, trimester: 0, doctorate: 5, other: 1 };
const modeOf = (row: { trimester: boolean; Phd: number }): Mode => {
  if (row.Phd === PHD.doctorate) return 'doctorate';
  if (row.Phd === PHD.other) return 'other';
  return row.trimester ? 'trimester' : 'none';
};

/** Where the modal opens (the cascade's place) and where a new binding sends the cascade. */
interface SpecialityPlace {
  idFaculty: number;
  /** The faculty's name in the interface language: the modal says where a binding goes. */
  faculty: string;
  direction: number | null;
  form: number | null;
  special: number | null;
}

/** A catalog row as this modal lists it: id, label, name for the delete question, edit flag. */
type Item = { id: number; label: string; ru: string; edit: boolean; row: CatalogEditing['row'] };

/**
 * The specialty modal (SPEC §2): pick a direction, a study form and a speciality name (each can be added,
 * edited or deleted here), and bind them to the faculty; the trimester / doctorate mode is offered only when
 * check-all says so (SPEC §4), another postgraduate programme (Phd 1) always. A binding that exists is
 * refused by the server (sms 3, warning toast). It opens on the cascade's place, and a new binding moves
 * the cascade to it (decision 0032).
 */
export function SpecialityModal({
  place,
  onBound,
  onClose,
}: {
  /** Null keeps the modal closed. */
  place: SpecialityPlace | null;
  onBound: (speciality: { direction: number; form: number; speciality: number }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const historyAction = useHistoryAction();
  const localName = useLocalName();
  const { refusal } = usePermissions();
  const queryClient = useQueryClient();
  const idFaculty = place?.idFaculty ?? null;
  // Loaded when the modal opens: the screen stays light for everyone who only passes through it.
  const opened = idFaculty !== null;
  const directions = useQuery({ ...catalog.directions(), enabled: opened });
  const forms = useQuery({ ...catalog.studyForms(), enabled: opened });
  const specials = useQuery({ ...catalog.specialities(), enabled: opened });
  const trimester = useQuery({ ...trimesterQuery(), enabled: opened });
  const [picked, setPicked] = useState<Record<Kind, number | null>>({
    direction: place?.direction ?? null,
    form: place?.form ?? null,
    special: place?.special ?? null,
  });
  const [mode, setMode] = useState<Mode>('none');
  const [editing, setEditing] = useState<CatalogEditing | null>(null);
  const [deleting, setDeleting] = useState<{ kind: Kind; item: Item } | null>(null);

  const items: Record<Kind, Item[]> = {
    direction: (directions.data ?? []).map((row) => ({
      id: row.id_direction,
      label: directionNames.label(row, localName),
      ru: row.p24,
      edit: row.edit,
      row,
    })),
    form: (forms.data ?? []).map((row) => ({
      id: row.id_f_educ,
      label: localName({ ru: row.f_educ, kg: row.f_educ_kg, en: row.f_educ_en }),
      ru: row.f_educ,
      edit: row.edit,
      row,
    })),
    special: (specials.data ?? []).map((row) => ({
      id: row.id_special,
      label: specialNames.label(row, localName),
      ru: row.p25,
      edit: row.edit,
      row,
    })),
  };
  const remove = useWrite(
    [deleteDirection, deleteStudyForm, deleteSpecial],
    ({ kind, id }: { kind: Kind; id: number }) => {
      if (kind === 'direction') return callApi(deleteDirection, { idDirection: id });
      if (kind === 'form') return callApi(deleteStudyForm, { idFeduc: id });
      return callApi(deleteSpecial, { idSpecial: id });
    },
  );
  const bind = useWrite(bindSpeciality, (payload: CallBody<typeof bindSpeciality>) =>
    callApi(bindSpeciality, payload),
  );
  const catalogRefusal = refusal(saveDirection);
  const complete = picked.direction !== null && picked.form !== null && picked.special !== null;
  // The mode is fixed once the speciality exists (SPEC §4): a bound one shows its own, locked.
  const bound = useQuery(
    specialitiesQuery(opened && complete ? idFaculty : null, picked.direction, picked.form),
  );
  const existing = complete ? bound.data?.find((row) => row.id_special === picked.special) : undefined;
  const shownMode: Mode = existing ? modeOf(existing) : mode;
  const modes: Exclude<Mode, 'none'>[] = [
    ...(trimester.data?.[0]?.trimester === 1 ? (['trimester', 'doctorate'] as const) : []),
    'other',
  ];
  const bindChosen = () => {
    if (idFaculty === null || picked.direction === null || picked.form === null || picked.special === null)
      return;
    const [direction, form, special] = [picked.direction, picked.form, picked.special];
    bind.mutate(
      {
        idFaculty,
        idDirection: direction,
        idFEduc: form,
        idSpecial: special,
        trimester: mode === 'trimester',
        Phd: PHD[mode],
      },
      {
        onSuccess: async (rows) => {
          if (rows[0]?.sms !== Sms.CREATED) return;
          // The new binding, read afresh: the cascade goes to it.
          const list = await queryClient.fetchQuery({
            ...specialitiesQuery(idFaculty, direction, form),
            staleTime: 0,
          });
          const made = list.find((row) => row.id_special === special);
          if (made) onBound({ direction, form, speciality: made.id_speciality });
        },
      },
    );
  };

  const selectOf = (kind: Kind) => {
    const chosen = items[kind].find((item) => item.id === picked[kind]) ?? null;
    const name = chosen?.label ?? '';
    return (
      <Group key={kind} align="flex-end" gap="xs" wrap="nowrap">
        <Select<number>
          style={{ flex: 1 }}
          label={t(`educational.catalog.${kind}.label`)}
          data={items[kind].map((item) => ({
            value: item.id,
            label: item.label,
            disabled: item.id === PLACEHOLDER_ID,
          }))}
          value={picked[kind]}
          onChange={(id) => setPicked({ ...picked, [kind]: id })}
          placeholder={EMPTY_CHOICE}
          nothingFoundMessage={t('table.empty')}
          searchable
          required
        />
        <RowActions
          actions={[
            {
              key: 'add',
              label: t(`educational.catalog.${kind}.add`),
              icon: <IconPlus size={18} aria-hidden />,
              onClick: () => setEditing({ kind, row: null } as CatalogEditing),
              refusal: catalogRefusal,
            },
            {
              key: 'edit',
              label: t('table.edit', { name }),
              icon: <IconPencil size={18} aria-hidden />,
              onClick: () => chosen && setEditing({ kind, row: chosen.row } as CatalogEditing),
              refusal: catalogRefusal ?? (chosen ? null : t('educational.choose.item')),
            },
            {
              key: 'delete',
              label: t('table.delete', { name }),
              icon: <IconTrash size={18} aria-hidden />,
              color: 'red',
              // A locked record is only warned about (SPEC §4): no question opens.
              onClick: () =>
                chosen && !chosen.edit
                  ? showSmsToast(Sms.NOT_DELETABLE)
                  : chosen && setDeleting({ kind, item: chosen }),
              refusal: catalogRefusal ?? (chosen ? null : t('educational.choose.item')),
            },
            {
              ...historyAction(chosen && { kind: historyKindOf[kind], id: chosen.id }, name),
              refusal: chosen ? null : t('educational.choose.item'),
            },
          ]}
        />
      </Group>
    );
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t('educational.speciality.title')} size="lg">
      <Stack gap="sm">
        {(['direction', 'form', 'special'] as const).map(selectOf)}
        <Group gap="lg">
          {modes.map((option) => (
            <Checkbox
              key={option}
              label={t(`educational.speciality.${option}`)}
              checked={shownMode === option}
              disabled={existing !== undefined}
              // The modes are exclusive: ticking one unticks the other.
              onChange={(event) => setMode(event.currentTarget.checked ? option : 'none')}
            />
          ))}
          {existing && (
            <Text size="sm" c="dimmed">
              {t('educational.speciality.modeLocked')}
            </Text>
          )}
        </Group>
        {place && (
          <Text size="sm" fw={600}>
            {t('educational.speciality.bindsTo', { faculty: place.faculty })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('confirmDelete.close')}
          </Button>
          <Button disabled={!complete} loading={bind.isPending} onClick={bindChosen}>
            {t('educational.speciality.bind')}
          </Button>
        </Group>
      </Stack>
      <CatalogFormModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteModal
        name={deleting?.item.ru ?? null}
        usage={deleting && { kind: usageKindOf[deleting.kind], id: deleting.item.id }}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { kind: deleting.kind, id: deleting.item.id },
            {
              onSuccess: () => {
                setPicked({ ...picked, [deleting.kind]: null });
                setDeleting(null);
              },
            },
          )
        }
        onClose={() => setDeleting(null)}
      />
    </AppModal>
  );
}
