import { useTranslation } from 'react-i18next';
import { LICENCE_TEXT_MAX_LENGTH } from '../../../contract/setup';
import { Sms } from '../../../contract/sms';
import { savedSuccessfully } from '../../api/saving-form';
import { accountNameFields, firstPasswordField } from '../../components/form-modal/account-fields';
import type { FormField } from '../../components/form-modal/fields';
import { FormModal } from '../../components/form-modal/form-modal';
import { type UniversityValues, universityFields } from '../../components/form-modal/university-fields';
import { useAddUniversity } from './api';

type NewUniversityValues = UniversityValues &
  Record<'login' | 'surname' | 'name' | 'patronymic' | 'password' | 'licence', string>;

/**
 * A new university, for the ministry's administrator (decision 0069): its fields as the setup screen asks
 * them, its first administrator (who chooses their own password at the first sign-in) and, if the vendor
 * has sent it, its licence file; one call, all or nothing. Closes once it is added; a code or login taken
 * is toasted with its holder and the form stays as typed.
 */
export function AddUniversityModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddUniversity((sms) => {
    if (sms !== Sms.CREATED) return;
    savedSuccessfully();
    onClose();
  });
  const [firstAccountField, ...otherAccountFields] = accountNameFields<NewUniversityValues>(t);
  const fields: FormField<NewUniversityValues>[] = [
    ...universityFields<NewUniversityValues>(t),
    {
      ...(firstAccountField as FormField<NewUniversityValues>),
      heading: t('ministry.add.administratorSection'),
      description: t('ministry.add.administratorHint'),
    },
    ...otherAccountFields,
    firstPasswordField<NewUniversityValues>(t),
    {
      kind: 'textFile',
      name: 'licence',
      label: t('ministry.add.licence'),
      heading: t('ministry.add.licenceSection'),
      description: t('ministry.add.licenceHint'),
      maxLength: LICENCE_TEXT_MAX_LENGTH,
      accept: '.txt,.lic,text/plain',
      wide: true,
    },
  ];
  const empty = Object.fromEntries(fields.map((field) => [field.name, ''])) as NewUniversityValues;
  return (
    <FormModal<NewUniversityValues>
      opened={opened}
      title={t('ministry.add.title')}
      fields={fields}
      initialValues={empty}
      mode="add"
      locked={false}
      saving={add.isPending}
      columns={3}
      onSubmit={(values) => add.mutate(values)}
      onClose={onClose}
    />
  );
}
