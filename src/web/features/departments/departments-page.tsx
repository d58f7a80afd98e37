import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type DepartmentRow,
  deleteDepartment,
  departments,
  departmentTable,
  saveDepartment,
} from '../../../contract/catalog';
import { catalog } from '../../api/catalog';
import { describedNames } from '../../components/reference-screen/described-names';
import {
  type MoreParts,
  namedReferenceScreen,
} from '../../components/reference-screen/named-reference-screen';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';

/** A department's faculty (null: not picked): a column, and a field the form requires. */
type FacultyValues = { idFaculty: number | null };

function useFacultyParts(): MoreParts<DepartmentRow, FacultyValues> {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { canFaculty } = usePermissions();
  const faculties = useQuery(catalog.faculties());
  // An editor of some faculties adds and moves departments within them only.
  const facultyOptions = (faculties.data ?? [])
    .filter((faculty) => canFaculty(faculty.id_faculty))
    .map((faculty) => ({
      value: faculty.id_faculty,
      label: localName({ ru: faculty.faculty, kg: faculty.faculty_kg, en: faculty.faculty_en }),
    }));
  return {
    columns: [
      {
        key: 'faculty',
        header: t('fields.faculty'),
        cell: (row) => localName({ ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en }),
      },
    ],
    fields: [
      {
        kind: 'select',
        name: 'idFaculty',
        label: t('fields.faculty'),
        required: true,
        options: facultyOptions,
      },
    ],
    empty: { idFaculty: null },
    valuesOf: (row) => ({ idFaculty: row.idFaculty }),
  };
}

/**
 * {base}/departments: the departments with their faculty (SPEC §2); all four names and a faculty required.
 * An editor changes only the departments of the faculties in scope (decision 0013).
 */
export default namedReferenceScreen({
  texts: 'departments',
  // The export's and import's name of the table, the API's (contract/export.ts).
  table: 'kafedra',
  list: departments,
  save: saveDepartment,
  remove: deleteDepartment,
  idOf: (row) => row.idKafedra,
  bodyOf: ({ idFaculty, ...names }) => {
    // The form does not submit without a faculty (it is a required field).
    if (idFaculty === null) throw new Error('ins-upd-kaf needs a faculty');
    return { ...names, idFaculty };
  },
  // A department is written by the editors of its faculty (contract/access.ts).
  facultyOf: (row) => row.idFaculty,
  names: describedNames<DepartmentRow, typeof departmentTable>(departmentTable),
  usageKind: 'department',
  historyKind: 'department',
  useMore: useFacultyParts,
});
