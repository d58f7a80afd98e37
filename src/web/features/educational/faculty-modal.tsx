import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH, NAME_MAX_LENGTH, NEW_ID } from '../../../contract/limits';
import { type FacultyRow, saveFaculty } from '../../../contract/structure';
import { callApi } from '../../api/client';
import { useWrite } from '../../api/write';
import type { FormField } from '../../components/form-modal/fields';
import { FormModal } from '../../components/form-modal/form-modal';
import { usePermissions } from '../../lib/permissions';

/** The faculty form's values, named as ins-upd-faculty's payload (SPEC §7). */
type FacultyValues = {
  shortFaculty: string;
  shortFacultyKg: string;
  shortFacultyEn: string;
  faculty_: string;
  facultyKg: string;
  facultyEn: string;
  nDirector: string;
};

const empty: FacultyValues = {
  shortFaculty: '',
  shortFacultyKg: '',
  shortFacultyEn: '',
  faculty_: '',
  facultyKg: '',
  facultyEn: '',
  nDirector: '',
};

const valuesOf = (row: FacultyRow): FacultyValues => ({
  shortFaculty: row.short_faculty,
  shortFacultyKg: row.short_faculty_kg,
  shortFacultyEn: row.short_faculty_en,
  faculty_: row.faculty,
  facultyKg: row.faculty_kg,
  facultyEn: row.faculty_en,
  nDirector: row.nDirector,
});

/** What the faculty modal edits: a new faculty of a university, or a faculty. */
export type FacultyEditing = { idVuz: number; row: FacultyRow | null };

/** Add or edit a faculty (SPEC §5: all seven fields required). */
export function FacultyModal({ editing, onClose }: { editing: FacultyEditing | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { facultyRefusal } = usePermissions();
  const save = useWrite(saveFaculty, (values: FacultyValues) =>
    callApi(saveFaculty, {
      idFaculty: editing?.row?.id_faculty ?? NEW_ID,
      idVuz: editing?.idVuz ?? 0,
      rowVersion: editing?.row?.rowVersion,
      ...values,
    }),
  );
  const names = Object.keys(empty) as (keyof FacultyValues)[];
  const fields: FormField<FacultyValues>[] = names.map((name) => ({
    kind: 'text',
    name,
    label: t(`educational.faculty.${name}`),
    required: true,
    maxLength: name.startsWith('short') ? CODE_MAX_LENGTH : NAME_MAX_LENGTH,
  }));
  if (!editing) return null;
  const { row } = editing;
  return (
    <FormModal<FacultyValues>
      opened
      title={t(row ? 'educational.faculty.edit' : 'educational.faculty.add')}
      formKey={row?.rowVersion ?? 'new'}
      fields={fields}
      initialValues={row ? valuesOf(row) : empty}
      mode={row ? 'edit' : 'add'}
      locked={false}
      // A faculty outside an editor's scope, or any for a viewer, opens read-only with the reason.
      refusal={row ? facultyRefusal(saveFaculty, row.id_faculty) : null}
      saving={save.isPending}
      onSubmit={(values) => save.mutate(values, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
