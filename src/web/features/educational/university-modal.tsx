import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, emailRefusal, PHONE_MAX_LENGTH, phoneRefusal } from '../../../contract/contact';
import { CODE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../contract/limits';
import { type UniversityRow, updateUniversity } from '../../../contract/structure';
import { callApi } from '../../api/client';
import { useWrite } from '../../api/write';
import type { FormField } from '../../components/form-modal/fields';
import { FormModal } from '../../components/form-modal/form-modal';
import { localDate } from '../../i18n/dates';
import { usePermissions } from '../../lib/permissions';

/** The university form's values, named as upd-vuz's payload (SPEC §7). */
type UniversityValues = {
  v1: string;
  v1K: string;
  v1En: string;
  v2: string;
  v2K: string;
  v2En: string;
  adres: string;
  adresKg: string;
  adresEn: string;
  glava: string;
  tel: string;
  nomerLicen: string;
  dateLicen: string;
  mail: string;
};

const valuesOf = (row: UniversityRow): UniversityValues => ({
  v1: row.v1,
  v1K: row.v1_k,
  v1En: row.v1_en,
  v2: row.v2,
  v2K: row.v2_k,
  v2En: row.v2_en,
  adres: row.adres,
  adresKg: row.adres_kg,
  adresEn: row.adres_en,
  glava: row.glava,
  tel: row.tel,
  nomerLicen: row.nomer_licen,
  dateLicen: row.date_licen,
  mail: row.mail,
});

type Field = keyof UniversityValues;
/** A field's name, limit and whether upd-vuz requires it. */
type Layout = [Field, number, boolean];

/** A name in its three languages (SPEC §1): only the Russian one may be required. */
const threeNames = (ru: Field, kg: Field, en: Field, required: boolean): Layout[] => [
  [ru, NAME_MAX_LENGTH, required],
  [kg, NAME_MAX_LENGTH, false],
  [en, NAME_MAX_LENGTH, false],
];

// The short and full names (their Russian ones required by upd-vuz), the address, then the rest.
const layout: Layout[] = [
  ...threeNames('v1', 'v1K', 'v1En', true),
  ...threeNames('v2', 'v2K', 'v2En', true),
  ...threeNames('adres', 'adresKg', 'adresEn', false),
  ['glava', NAME_MAX_LENGTH, false],
  ['tel', PHONE_MAX_LENGTH, false],
  ['nomerLicen', CODE_MAX_LENGTH, false],
  ['dateLicen', 10, false],
  ['mail', EMAIL_MAX_LENGTH, false],
];

// The contract's rules for what is typed in these fields, and the text of each refusal.
const checks: Partial<Record<keyof UniversityValues, (value: string) => string | null>> = {
  tel: (value) => (phoneRefusal(value) ? 'form.invalidPhone' : null),
  mail: (value) => (emailRefusal(value) ? 'form.invalidEmail' : null),
};

/**
 * Edit the chosen university (SPEC §2): every field of upd-vuz; Save waits for a change. The licence date
 * is typed the interface language's way (the shared date input, sent yyyy-mm-dd); e-mail and phone follow
 * the contract's rules. A user who may not
 * change it sees it read-only, with the reason.
 */
export function UniversityModal({ row, onClose }: { row: UniversityRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { refusal } = usePermissions();
  const save = useWrite(updateUniversity, (values: UniversityValues) =>
    callApi(updateUniversity, { idVuz: row?.id_vuz ?? 0, rowVersion: row?.rowVersion, ...values }),
  );
  const fields: FormField<UniversityValues>[] = layout.map(([name, maxLength, required]) =>
    name === 'dateLicen'
      ? {
          kind: 'date',
          name,
          label: t(`educational.vuz.${name}`),
          description: t('educational.vuz.dateHint', { example: localDate('2024-09-01', i18n.language) }),
        }
      : {
          kind: 'text',
          name,
          label: t(`educational.vuz.${name}`),
          maxLength,
          required,
          check: checks[name],
        },
  );
  if (!row) return null;
  return (
    <FormModal<UniversityValues>
      opened
      title={t('educational.vuz.title')}
      formKey={row.rowVersion}
      fields={fields}
      initialValues={valuesOf(row)}
      mode="edit"
      locked={false}
      refusal={refusal(updateUniversity)}
      saving={save.isPending}
      onSubmit={(values) => save.mutate(values, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
