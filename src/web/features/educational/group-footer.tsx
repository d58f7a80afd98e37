import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_ID } from '../../../contract/limits';
import { type CascadeSpecialityRow, saveGroup } from '../../../contract/structure';
import { PLACEHOLDER_ID } from '../../components/cascade/cascade-select';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { EMPTY_CHOICE } from '../../components/form-modal/fields';
import { GuardedButton } from '../../components/guarded-button';
import { type Refusal, usePermissions } from '../../lib/permissions';
import { bindingGroupsQuery, nameGroupsQuery, subGroupsQuery, yearsQuery } from './api';
import { CopyGroupModal } from './copy-group-modal';
import { GroupFields } from './group-fields';
import { useDeleteGroup, useSaveGroup, useWinterReception } from './group-writes';
import { NameGroupModal } from './name-group-modal';
import type { GroupPlace } from './use-group-place';
import { YearModal } from './year-modal';

/** One of the footer's three picks (name-group, sub-group, year): the placeholder row is not pickable. */
function FooterPick(props: {
  label: string;
  options: { value: number; label: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select<number>
      label={props.label}
      data={props.options.map((item) => ({ ...item, disabled: item.value === PLACEHOLDER_ID }))}
      value={props.value}
      onChange={props.onChange}
      placeholder={EMPTY_CHOICE}
      nothingFoundMessage={t('table.empty')}
      allowDeselect={false}
      disabled={props.disabled}
      w={150}
    />
  );
}

/** A pick that is in its list (an address may name one that is not, or no longer). */
const known = (id: number | null, ids: readonly number[] | undefined) =>
  id !== null && ids?.includes(id) ? id : null;

/**
 * The footer (SPEC §2): name-group, sub-group and intake year pick a group of the speciality (new or
 * existing), or a click on the groups table loads one (decision 0032); its addition, individual-name flag and
 * winter reception are edited and saved here. The picks live in the address (use-group-place.ts).
 */
export function GroupFooter({
  idFaculty,
  idFEduc,
  speciality,
  place,
}: {
  idFaculty: number;
  idFEduc: number;
  speciality: CascadeSpecialityRow;
  place: GroupPlace;
}) {
  const { t } = useTranslation();
  const { facultyRefusal } = usePermissions();
  const { choose } = place;
  const [modal, setModal] = useState<'nameGroup' | 'year' | 'copy' | 'delete' | null>(null);
  const { id_speciality: idSpeciality, id_special: idSpecial } = speciality;
  const nameGroups = useQuery(nameGroupsQuery(idFaculty, idSpecial, idFEduc));
  const nameGroup = known(
    place.picks.nameGroup,
    nameGroups.data?.map((row) => row.id_n_gr),
  );
  const subGroups = useQuery(subGroupsQuery(idSpeciality, nameGroup));
  const binding = known(
    place.picks.subGroup,
    subGroups.data?.map((row) => row.id_com_gspe),
  );
  const years = useQuery(yearsQuery());
  const year =
    binding === null
      ? null
      : known(
          place.picks.year,
          years.data?.map((row) => row.id_group_y),
        );
  const groups = useQuery(bindingGroupsQuery(binding));
  const existing = groups.data?.find((row) => row.id_group_y === year) ?? null;
  const refusal = facultyRefusal(saveGroup, idFaculty);
  const remove = useDeleteGroup();
  const formKey = `${binding}-${year}-${existing?.id_group ?? 'new'}-${existing?.rowVersion ?? 0}`;
  const pickedNew = year !== null && groups.data !== undefined && existing === null;

  return (
    <Paper withBorder p="sm" component="section" aria-label={t('educational.footer.title')}>
      {existing && (
        <Text fw={600} mb="xs" aria-live="polite">
          {t('educational.footer.editing', { name: existing.group_name })}
        </Text>
      )}
      {pickedNew && (
        <Text c="dimmed" size="sm" mb="xs" aria-live="polite">
          {t('educational.footer.newGroup')}
        </Text>
      )}
      <Group align="flex-end" gap="sm">
        <FooterPick
          label={t('educational.footer.nameGroup')}
          options={(nameGroups.data ?? []).map((row) => ({ value: row.id_n_gr, label: row.n_gr }))}
          value={nameGroup}
          onChange={(id) => choose('nameGroup', id)}
        />
        <FooterPick
          label={t('educational.footer.subGroup')}
          // Sub-groups by their number; 0 is a name-group without sub-groups.
          options={(subGroups.data ?? []).map((row) => ({
            value: row.id_com_gspe,
            label: row.idSubGr === 0 ? t('educational.footer.noSubGroup') : String(row.idSubGr),
          }))}
          value={binding}
          onChange={(id) => choose('subGroup', id)}
          disabled={nameGroup === null}
        />
        <FooterPick
          label={t('educational.footer.year')}
          options={(years.data ?? []).map((row) => ({ value: row.id_group_y, label: row.label }))}
          value={year}
          onChange={(id) => choose('year', id)}
          disabled={binding === null}
        />
        <GroupSettings key={formKey} binding={binding} year={year} existing={existing} refusal={refusal} />
      </Group>
      <Group gap="xs" mt="sm">
        <GuardedButton variant="light" refusal={refusal} onClick={() => setModal('nameGroup')}>
          {t('educational.footer.chooseGroup')}
        </GuardedButton>
        <Button variant="light" disabled={binding === null} onClick={() => setModal('year')}>
          {t('educational.footer.chooseYear')}
        </Button>
        <GuardedButton
          variant="default"
          refusal={refusal ?? (existing ? null : t('educational.choose.group'))}
          onClick={() => setModal('copy')}
        >
          {t('educational.copy.button')}
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
        onBound={(idNGr) => choose('nameGroup', idNGr)}
        onClose={() => setModal(null)}
      />
      <YearModal
        opened={modal === 'year'}
        chosen={year}
        onChoose={(id) => choose('year', id)}
        onClose={() => setModal(null)}
      />
      <CopyGroupModal
        from={modal === 'copy' && existing ? { id: existing.id_group, name: existing.group_name } : null}
        idSpeciality={idSpeciality}
        onClose={() => setModal(null)}
      />
      <ConfirmDeleteModal
        name={modal === 'delete' && existing ? existing.group_name : null}
        pending={remove.isPending}
        onConfirm={() => existing && remove.mutate(existing.id_group, { onSettled: () => setModal(null) })}
        onClose={() => setModal(null)}
      />
    </Paper>
  );
}

/** The settings of the picked group and their save: rebuilt (from the saved group) whenever the pick changes. */
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
  refusal: Refusal;
}) {
  const { t } = useTranslation();
  const [dop, setDop] = useState(existing?.dop ?? '');
  const [individual, setIndividual] = useState(existing?.ind_name_gr ?? false);
  const saved = existing?.winter_reception ?? false;
  const [winter, setWinter] = useState(saved);
  const save = useSaveGroup();
  // Whatever keeps a switch from being saved (a refusal, a failure, no answer), the box shows the saved state.
  const reception = useWinterReception(() => setWinter(saved));
  const picked = binding !== null && year !== null;
  return (
    <>
      <GroupFields
        picked={picked}
        exists={existing !== null}
        readOnly={Boolean(refusal)}
        dop={dop}
        individual={individual}
        winter={winter}
        winterPending={reception.isPending}
        onDop={setDop}
        onIndividual={setIndividual}
        onWinter={(next) => {
          // Winter reception is a group's own switch: saved at once, only for a group that exists.
          setWinter(next);
          if (existing) reception.mutate({ idGroup: existing.id_group, winterReception: next });
        }}
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
