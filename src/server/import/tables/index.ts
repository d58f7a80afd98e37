import type { ImportTableName } from '../../../contract/import';
import type { ImportTable } from '../layout';
import { classroomsImport } from './classrooms';
import { commissionImport, specialityCommissionImport } from './commission';
import { admissionPlansImport, headcountsImport } from './educational';
import {
  departmentImport,
  directionImport,
  levelImport,
  qualificationImport,
  specialityImport,
} from './reference';
import { facultiesImport } from './structure';
import { groupsImport } from './structure-groups';
import { facultySpecialitiesImport } from './structure-specialities';

/** Every table a file can be imported into, by the name the import request gives (contract/import.ts). */
export const importTables: {
  // biome-ignore lint/suspicious/noExplicitAny: each table has rows of its own
  [Name in ImportTableName]: ImportTable<Name, any>;
} = {
  direction: directionImport,
  speciality: specialityImport,
  kafedra: departmentImport,
  qual: qualificationImport,
  level: levelImport,
  audience: classroomsImport,
  headcounts: headcountsImport,
  admissionPlans: admissionPlansImport,
  stateMember: commissionImport,
  specMember: specialityCommissionImport,
  faculties: facultiesImport,
  facultySpecialities: facultySpecialitiesImport,
  groups: groupsImport,
};
