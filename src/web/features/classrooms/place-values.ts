import type { CallBody } from '../../../contract/call';
import type { BuildingRow, OfficeRow, saveBuilding, saveOffice } from '../../../contract/classrooms';
import { trimmed, upsert } from '../../components/inline-edit-table/inline-edit';
import type { SaveRequest } from '../../components/reference-screen/mutations';

// The rows of the buildings and offices modals (decision 0062) as their inputs hold them, and the payloads
// of their saves.

/** A building: its names and address in ru, kg and en. */
export type BuildingValues = {
  korpus: string;
  korpusKg: string;
  korpusEn: string;
  adres: string;
  adresKg: string;
  adresEn: string;
};

export const emptyBuilding: BuildingValues = {
  korpus: '',
  korpusKg: '',
  korpusEn: '',
  adres: '',
  adresKg: '',
  adresEn: '',
};

export const buildingValuesOf = (row: BuildingRow): BuildingValues => ({
  korpus: row.korpus,
  korpusKg: row.korpus_kg,
  korpusEn: row.korpus_en,
  adres: row.adres,
  adresKg: row.adres_kg,
  adresEn: row.adres_en,
});

export function buildingPayload({
  row,
  values,
}: SaveRequest<BuildingRow, BuildingValues>): CallBody<typeof saveBuilding> {
  return upsert(row, 'idKorpus', (saved) => saved.id_korpus, trimmed(values));
}

/** An office (отдел): its names in ru, kg and en. */
export type OfficeValues = { otdel: string; otdelKg: string; otdelEn: string };

export const emptyOffice: OfficeValues = { otdel: '', otdelKg: '', otdelEn: '' };

export const officeValuesOf = (row: OfficeRow): OfficeValues => ({
  otdel: row.otdel,
  otdelKg: row.otdel_kg,
  otdelEn: row.otdel_en,
});

export function officePayload({
  row,
  values,
}: SaveRequest<OfficeRow, OfficeValues>): CallBody<typeof saveOffice> {
  return upsert(row, 'idOtdel', (saved) => saved.id_otdel, trimmed(values));
}
