import { Button, Checkbox, Group, Paper, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_ID } from '../../../contract/limits';
import { ADDITION_MAX_LENGTH, type CascadeSpecialityRow, saveGroup } from '../../../contract/structure';
import { usePermissions } from '../../app/permissions';
import { PLACEHOLDER_ID } from '../../components/cascade/cascade-select';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { EMPTY_CHOICE } from '../../components/form-modal/fields';
import { GuardedButton } from '../../components/guarded-button';
import { bindingGroupsQuery, nameGroupsQuery, subGroupsQuery, yearsQuery } from './api';
import { CopyGroupModal } from './copy-group-modal';
import { useDeleteGroup, useSaveGroup, useWinterReception } from './group-writes';
import { NameGroupModal } from './name-group-modal';
import { YearModal } from './year-modal';

type Picks = { nameGroup: number | null; binding: number | null; year: number | null };
const NONE: Picks = { nameGroup: null, binding: null, year: null };
const select = (list: { value: number; label: string }[]) =>
  list.map((item) => ({ ...item, disabled: item.value === PLACEHOLDER_ID }));

/**
 * The footer (SPEC §2): name-group, sub-group and year pick a group of the speciality (new or existing);
 * its addition, individual-name flag and winter reception are edited and saved here.
 */
export function GroupFooter({
  idFaculty,
  idFEduc,
  speciality,
}: {
  idFaculty: number;
  idFEduc: number;
  speciality: CascadeSpecialityRow;
}) {
  const { t } = useTranslation();
  const { facultyRefusal } = usePermissions();
  const [picks, setPicks] = useState<Picks>(NONE);
  const [modal, setModal] = useState<'nameGroup' | 'year' | 'copy' | 'delete' | null>(null);
  const { id_speciality: idSpeciality, id_special: idSpecial } = speciality;
  const nameGroups = useQuery(nameGroupsQuery(idFaculty, idSpecial, idFEduc));
  const subGroups = useQuery({
    ...subGroupsQuery(idSpeciality, picks.nameGroup ?? 0),
    enabled: picks.nameGroup !== null,
  });
  const years = useQuery(yearsQuery());
  const groups = useQuery({ ...bindingGroupsQuery(picks.binding ?? 0), enabled: picks.binding !== null });
  const existing = groups.data?.find((row) => row.id_group_y === picks.year) ?? null;
  const refusal = facultyRefusal(saveGroup, idFaculty);
  const remove = useDeleteGroup();
  // The group as staff name it: its sub-group's name-group and the year (the server's group_name differs
  // only in the year's form).
  const bindingLabel = subGroups.data?.find((row) => row.id_com_gspe === picks.binding)?.label ?? '';
  const groupName = existing ? `${bindingLabel} (${existing.label})` : '';
  const formKey = `${picks.binding}-${picks.year}-${existing?.id_group ?? 'new'}-${existing?.rowVersion ?? 0}`;

  return (
    <Paper withBorder p="sm" component="section" aria-label={t('educational.footer.title')}>
      <Group align="flex-end" gap="sm">
        <Select<number>
          label={t('educational.footer.nameGroup')}
          data={select((nameGroups.data ?? []).map((row) => ({ value: row.id_n_gr, label: row.n_gr })))}
          value={picks.nameGroup}
          onChange={(id) => setPicks({ ...NONE, nameGroup: id })}
          placeholder={EMPTY_CHOICE}
          nothingFoundMessage={t('table.empty')}
          allowDeselect={false}
          w={150}
        />
        <Select<number>
          label={t('educational.footer.subGroup')}
          data={select((subGroups.data ?? []).map((row) => ({ value: row.id_com_gspe, label: row.label })))}
          value={picks.binding}
          onChange={(id) => setPicks({ ...picks, binding: id, year: null })}
          placeholder={EMPTY_CHOICE}
          nothingFoundMessage={t('table.empty')}
          allowDeselect={false}
          disabled={picks.nameGroup === null}
          w={130}
        />
        <Select<number>
          label={t('educational.footer.year')}
          data={select((years.data ?? []).map((row) => ({ value: row.id_group_y, label: row.label })))}
          value={picks.year}
          onChange={(id) => setPicks({ ...picks, year: id })}
          placeholder={EMPTY_CHOICE}
          nothingFoundMessage={t('table.empty')}
          allowDeselect={false}
          disabled={picks.binding === null}
          w={130}
        />
        <GroupSettings
          key={formKey}
          binding={picks.binding}
          year={picks.year}
          existing={existing}
          refusal={refusal}
        />
      </Group>
      <Group gap="xs" mt="sm">
        <GuardedButton variant="light" refusal={refusal} onClick={() => setModal('nameGroup')}>
          {t('educational.footer.chooseGroup')}
        </GuardedButton>
        <Button variant="light" disabled={picks.binding === null} onClick={() => setModal('year')}>
          {t('educational.footer.chooseYear')}
        </Button>
        <GuardedButton
          variant="default"
          refusal={refusal ?? (existing ? null : t('educational.choose.group'))}
          onClick={() => setModal('copy')}
        >
          {t('educational.copy.title')}
        </GuardedButton>
        <GuardedButton
          color="red"
          variant="light"
          refusal={refusal ?? (existing ? null : t('educational.choose.group'))}
          onClick={() => setModal('delete')}
        >
          {t('educational.footer.deleteGroup')}
        </GuardedButton>
      </Group>
      <NameGroupModal
        opened={modal === 'nameGroup'}
        idFaculty={idFaculty}
        idSpeciality={idSpeciality}
        refusal={refusal}
        onBound={(idNGr) => setPicks({ ...NONE, nameGroup: idNGr })}
        onClose={() => setModal(null)}
      />
      <YearModal
        opened={modal === 'year'}
        chosen={picks.year}
        onChoose={(year) => setPicks({ ...picks, year })}
        onClose={() => setModal(null)}
      />
      <CopyGroupModal
        from={modal === 'copy' && existing ? { id: existing.id_group, name: groupName } : null}
        idSpeciality={idSpeciality}
        onClose={() => setModal(null)}
      />
      <ConfirmDeleteModal
        name={modal === 'delete' && existing ? groupName : null}
        pending={remove.isPending}
        onConfirm={() => existing && remove.mutate(existing.id_group, { onSettled: () => setModal(null) })}
        onClose={() => setModal(null)}
      />
    </Paper>
  );
}

/** The editable settings of the picked group: rebuilt (from the saved group) whenever the pick changes. */
function GroupSettings({
  binding,
  year,
  existing,
  refusal,
}: {
  binding: number | null;
  year: number | null;
  existing: {
    id_group: number;
    dop: string;
    ind_name_gr: boolean;
    winter_reception: boolean;
    rowVersion: number;
  } | null;
  refusal: string | null;
}) {
  const { t } = useTranslation();
  const [dop, setDop] = useState(existing?.dop ?? '');
  const [individual, setIndividual] = useState(existing?.ind_name_gr ?? false);
  const [winter, setWinter] = useState(existing?.winter_reception ?? false);
  const save = useSaveGroup();
  const reception = useWinterReception(setWinter);
  const picked = binding !== null && year !== null;
  return (
    <>
      <TextInput
        label={t('educational.footer.dop')}
        value={dop}
        maxLength={ADDITION_MAX_LENGTH}
        onChange={(event) => setDop(event.currentTarget.value)}
        disabled={!picked}
        w={200}
      />
      <Checkbox
        label={t('educational.footer.individual')}
        checked={individual}
        onChange={(event) => setIndividual(event.currentTarget.checked)}
        disabled={!picked}
        mb={8}
      />
      <Checkbox
        label={t('educational.footer.winter')}
        checked={winter}
        // Winter reception is a group's own switch: saved at once, only for a group that exists.
        disabled={!existing || Boolean(refusal) || reception.isPending}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setWinter(next);
          if (existing) reception.mutate({ idGroup: existing.id_group, winterReception: next });
        }}
        mb={8}
      />
      <GuardedButton
        refusal={refusal ?? (picked ? null : t('educational.choose.groupYear'))}
        loading={save.isPending}
        onClick={() =>
          binding !== null &&
          year !== null &&
          save.mutate({
            idGroup: existing?.id_group ?? NEW_ID,
            idComGspe: binding,
            idGroupY: year,
            dop: dop.trim(),
            idNameGr: individual,
            rowVersion: existing?.rowVersion,
          })
        }
      >
        {t('form.save')}
      </GuardedButton>
    </>
  );
}
