import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type DirectionRow,
  type SpecialRow,
  type StudyFormRow,
  saveDirection,
  saveSpecial,
  saveStudyForm,
} from '../../../contract/catalog';
import {
  CODE_MAX_LENGTH,
  MAX_COURSE_MAX,
  MAX_COURSE_MIN,
  NAME_MAX_LENGTH,
  NEW_ID,
} from '../../../contract/limits';
import { catalog } from '../../api/catalog';
import { callApi } from '../../api/client';
import { useWrite } from '../../api/write';
import type { FormField, FormValues } from '../../components/form-modal/fields';
import { FormModal } from '../../components/form-modal/form-modal';
import { directionNames, specialNames } from '../../components/reference-screen/catalog-names';
import type { ReferenceNames } from '../../components/reference-screen/names';
import { useLocalName } from '../../i18n/use-local-name';

/** Which shared catalog record the screen adds (row null) or edits. */
export type CatalogEditing =
  | { kind: 'direction'; row: DirectionRow | null }
  | { kind: 'form'; row: StudyFormRow | null }
  | { kind: 'special'; row: SpecialRow | null };

type Spec<Values extends FormValues> = {
  fields: FormField<Values>[];
  initial: Values;
  save: (values: Values) => Promise<{ sms: number }[]>;
};

const text = <V extends FormValues>(
  name: keyof V & string,
  label: string,
  required: boolean,
  maxLength: number,
  lockable = false,
): FormField<V> => ({
  kind: 'text',
  name,
  label,
  required,
  maxLength,
  lockable,
});

/** The save call of each catalog's form. */
const catalogSaves = { direction: saveDirection, form: saveStudyForm, special: saveSpecial };

/** The form of each catalog: fields and rules of SPEC §5, payload of its save call (SPEC §7). */
function useSpec(editing: CatalogEditing): Spec<FormValues> {
  const { t } = useTranslation();
  const localName = useLocalName();
  const kinds = useQuery({ ...catalog.studyFormKinds(), enabled: editing.kind === 'form' });
  const programmes = useQuery({ ...catalog.studyFormProgrammes(), enabled: editing.kind === 'form' });
  const [ru, kg, en] = [t('fields.nameRu'), t('fields.nameKg'), t('fields.nameEn')];
  // A direction and a speciality: a code and three names, as on their own screens (SPEC §5).
  const codeAndNames = <Row, Key extends string>(
    names: ReferenceNames<Row, Key>,
    row: Row | null,
    save: (texts: Record<Key, string>) => Promise<{ sms: number }[]>,
  ): Spec<FormValues> => ({
    // These fields are all the form has: its values are their texts.
    fields: names.fields(t) as FormField<FormValues>[],
    initial: row ? names.values(row) : names.empty,
    save: (values) => {
      const texts = Object.keys(names.empty).map((name) => [name, String(values[name])]);
      return save(Object.fromEntries(texts) as Record<Key, string>);
    },
  });
  if (editing.kind === 'direction') {
    const { row } = editing;
    return codeAndNames(directionNames, row, (texts) =>
      callApi(saveDirection, {
        idDirection: row?.id_direction ?? NEW_ID,
        rowVersion: row?.rowVersion,
        ...texts,
      }),
    );
  }
  if (editing.kind === 'special') {
    const { row } = editing;
    return codeAndNames(specialNames, row, (texts) =>
      callApi(saveSpecial, { idSpecial: row?.id_special ?? NEW_ID, rowVersion: row?.rowVersion, ...texts }),
    );
  }
  const { row } = editing;
  const optionsOf = (list: { id: number; name: string; name_kg: string; name_en: string }[] | undefined) =>
    (list ?? []).map((item) => ({
      value: item.id,
      label: localName({ ru: item.name, kg: item.name_kg, en: item.name_en }),
    }));
  // oz and the maximum course are picked from their only allowed values (SPEC §5), so none can be wrong.
  const courses = Array.from(
    { length: MAX_COURSE_MAX - MAX_COURSE_MIN + 1 },
    (_, index) => MAX_COURSE_MIN + index,
  );
  return {
    fields: [
      text('shortName', t('fields.shortName'), true, CODE_MAX_LENGTH, true),
      text('fEduc_', ru, true, NAME_MAX_LENGTH, true),
      text('fEducKg', kg, true, NAME_MAX_LENGTH),
      text('fEducEn', en, false, NAME_MAX_LENGTH),
      text('oztextRu', t('educational.form.oztextRu'), true, NAME_MAX_LENGTH),
      {
        kind: 'select',
        name: 'oz',
        label: t('educational.form.oz'),
        required: true,
        // SPEC's oz: 1 for an extramural form, 0 otherwise; chosen as a word, sent as the number.
        options: [
          { value: 0, label: t('choice.no') },
          { value: 1, label: t('choice.yes') },
        ],
      },
      {
        kind: 'select',
        name: 'maxRateId',
        label: t('educational.form.maxRateId'),
        required: true,
        options: courses.map((value) => ({ value, label: String(value) })),
      },
      {
        kind: 'select',
        name: 'idFeducVid',
        label: t('educational.form.idFeducVid'),
        required: true,
        options: optionsOf(kinds.data),
      },
      text('educationCycle', t('educational.form.educationCycle'), true, NAME_MAX_LENGTH),
      {
        kind: 'select',
        name: 'idFeducProg',
        label: t('educational.form.idFeducProg'),
        required: true,
        options: optionsOf(programmes.data),
      },
    ],
    initial: {
      shortName: row?.short_name ?? '',
      fEduc_: row?.f_educ ?? '',
      fEducKg: row?.f_educ_kg ?? '',
      fEducEn: row?.f_educ_en ?? '',
      oztextRu: row?.oztextRu ?? '',
      oz: row?.oz ?? null,
      maxRateId: row?.maxRateId ?? null,
      idFeducVid: row?.idFeducVid ?? null,
      educationCycle: row?.educationCycle ?? '',
      idFeducProg: row?.idFeducProg ?? null,
    },
    save: (values) =>
      callApi(saveStudyForm, {
        idFeduc: row?.id_f_educ ?? NEW_ID,
        rowVersion: row?.rowVersion,
        shortName: String(values.shortName),
        fEduc_: String(values.fEduc_),
        fEducKg: String(values.fEducKg),
        fEducEn: String(values.fEducEn),
        oztextRu: String(values.oztextRu),
        oz: values.oz === 1 ? 1 : 0,
        maxRateId: Number(values.maxRateId),
        idFeducVid: Number(values.idFeducVid),
        educationCycle: String(values.educationCycle),
        idFeducProg: Number(values.idFeducProg),
      }),
  };
}

function CatalogForm({ editing, onClose }: { editing: CatalogEditing; onClose: () => void }) {
  const { t } = useTranslation();
  const spec = useSpec(editing);
  const save = useWrite(catalogSaves[editing.kind], spec.save);
  const row = editing.row;
  return (
    <FormModal<FormValues>
      opened
      title={t(`educational.catalog.${editing.kind}.${row ? 'edit' : 'add'}`)}
      formKey={`${editing.kind}-${row?.rowVersion ?? 'new'}`}
      fields={spec.fields}
      initialValues={spec.initial}
      mode={row ? 'edit' : 'add'}
      locked={row ? !row.edit : false}
      saving={save.isPending}
      onSubmit={(values) => save.mutate(values, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** Add or edit a direction, a study form or a speciality name (SPEC §2), as the lists of those screens do. */
export function CatalogFormModal({
  editing,
  onClose,
}: {
  editing: CatalogEditing | null;
  onClose: () => void;
}) {
  return editing ? <CatalogForm editing={editing} onClose={onClose} /> : null;
}
