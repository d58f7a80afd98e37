import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../../contract/limits';
import { type SetupState, type SetupUniversityInput, setupUniversity } from '../../../contract/setup';
import { callApi } from '../../api/client';
import { savedSuccessfully } from '../../api/saving-form';
import { showToast } from '../../api/toast';
import { useWrite } from '../../api/write';
import type { FormField } from '../../components/form-modal/fields';
import { type CloseRequest, FormBody } from '../../components/form-modal/form-body';
import { universityFields } from '../../components/form-modal/university-fields';
import { useLocalName } from '../../i18n/use-local-name';

/** The ministry select's choice of a ministry not in the list: its names are typed below. */
const NEW_MINISTRY = 'new';

/**
 * The setup form's values, named as setup/university's payload: its texts as typed, and the ministry
 * chosen (its id) or NEW_MINISTRY.
 */
type SetupValues = { idMinistry: number | string | null } & Record<
  Exclude<keyof SetupUniversityInput, 'idMinistry'>,
  string
>;

type TextName = Exclude<keyof SetupValues, 'idMinistry'>;

const typingNewMinistry = (values: SetupValues) => values.idMinistry === NEW_MINISTRY;

/**
 * The university's setup form (decision 0060): the ministry (one of the list, or another typed in three
 * languages), the short and full names in three languages (the Russian ones required, as on the
 * educational screen), the code a licence names, address, head and contacts; the contract's rules checked
 * before the call, the server's refusals shown under their fields.
 */
export function UniversityForm({ state }: { state: SetupState }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const closeRequest = useRef<CloseRequest | null>(null);
  const save = useWrite(
    setupUniversity,
    (values: SetupValues) =>
      callApi(setupUniversity, {
        ...values,
        idMinistry: typeof values.idMinistry === 'number' ? values.idMinistry : null,
        ...(typingNewMinistry(values) ? {} : { ministry: '', ministryKg: '', ministryEn: '' }),
      }),
    {
      silent: true,
      // Set up now, or by someone else meanwhile (a 409): every read, refused until now, asks again.
      reloadsEveryRead: true,
      onDone: () => {
        savedSuccessfully();
        showToast({ color: 'green', message: t('setup.saved') });
      },
    },
  );

  const text = (
    name: TextName,
    maxLength: number,
    more: Partial<FormField<SetupValues>> = {},
  ): FormField<SetupValues> =>
    ({ kind: 'text', name, label: t(`setup.fields.${name}`), maxLength, ...more }) as FormField<SetupValues>;
  const ministryName = (name: 'ministry' | 'ministryKg' | 'ministryEn', required = false) =>
    text(name, NAME_MAX_LENGTH, { required, shownWhen: typingNewMinistry });
  const fields: FormField<SetupValues>[] = [
    {
      kind: 'select',
      name: 'idMinistry',
      label: t('setup.fields.idMinistry'),
      required: true,
      wide: true,
      options: [
        ...state.ministries.map((row) => ({
          value: row.id_ministry,
          label: localName({ ru: row.name, kg: row.name_kg, en: row.name_en }),
        })),
        { value: NEW_MINISTRY, label: t('setup.fields.newMinistry') },
      ],
    },
    ministryName('ministry', true),
    ministryName('ministryKg'),
    ministryName('ministryEn'),
    ...universityFields<SetupValues>(t),
  ];
  const empty = Object.fromEntries(fields.map((field) => [field.name, ''])) as SetupValues;
  const initialValues: SetupValues = {
    ...empty,
    idMinistry: state.ministries[0]?.id_ministry ?? NEW_MINISTRY,
  };
  return (
    <FormBody<SetupValues>
      fields={fields}
      initialValues={initialValues}
      mode="add"
      locked={false}
      saving={save.isPending}
      onSubmit={(values) => save.mutate(values)}
      columns={3}
      closeRequest={closeRequest}
      onClose={() => undefined}
      cancellable={false}
      submitLabel={t('setup.save')}
    />
  );
}
