import { describe, expect, it } from 'vitest';
import type { BuildingRow, OfficeRow } from '../../../contract/classrooms';
import {
  buildingPayload,
  buildingValuesOf,
  emptyBuilding,
  officePayload,
  officeValuesOf,
} from './place-values';

const building: BuildingRow = {
  id_korpus: 7,
  korpus: 'Главный корпус',
  korpus_kg: 'Башкы корпус',
  korpus_en: 'Main building',
  adres: 'ул. Токтогула, 1',
  adres_kg: '',
  adres_en: '',
  rowVersion: 3,
};
const office: OfficeRow = { id_otdel: 2, otdel: 'Учебный отдел', otdel_kg: '', otdel_en: '', rowVersion: 1 };

describe('the buildings and offices modals’ saves', () => {
  it('a new building: -1, its fields trimmed, no version', () => {
    expect(
      buildingPayload({ row: null, values: { ...emptyBuilding, korpus: ' Корпус Б ', adres: ' ул. 1 ' } }),
    ).toEqual({
      idKorpus: -1,
      korpus: 'Корпус Б',
      korpusKg: '',
      korpusEn: '',
      adres: 'ул. 1',
      adresKg: '',
      adresEn: '',
      rowVersion: undefined,
    });
  });

  it('an edited building or office: its id and the version its edit began with', () => {
    const values = buildingValuesOf(building);
    expect(values).toEqual({
      korpus: 'Главный корпус',
      korpusKg: 'Башкы корпус',
      korpusEn: 'Main building',
      adres: 'ул. Токтогула, 1',
      adresKg: '',
      adresEn: '',
    });
    expect(buildingPayload({ row: building, values })).toMatchObject({ idKorpus: 7, rowVersion: 3 });
    expect(
      officePayload({ row: office, values: { ...officeValuesOf(office), otdelEn: ' Academic Office ' } }),
    ).toEqual({ idOtdel: 2, otdel: 'Учебный отдел', otdelKg: '', otdelEn: 'Academic Office', rowVersion: 1 });
  });
});
