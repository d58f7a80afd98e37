import { useRef } from 'react';
import { AppModal } from '../app-modal';
import type { FormValues } from './fields';
import { type CloseRequest, FormBody, type FormBodyProps } from './form-body';

export interface FormModalProps<Values extends FormValues>
  extends Omit<FormBodyProps<Values>, 'closeRequest'> {
  opened: boolean;
  title: string;
  /** A new value builds the form afresh (e.g. after loading the record's current version). */
  formKey?: string | number;
}

/**
 * An add/edit form in a modal (SPEC §2, §5): required fields and lengths checked before the call, Save
 * disabled while an edit changed nothing, locked fields read-only, and no change thrown away without asking.
 */
export function FormModal<Values extends FormValues>({
  opened,
  title,
  formKey,
  ...body
}: FormModalProps<Values>) {
  const closeRequest = useRef<CloseRequest | null>(null);
  const requestClose = () => (closeRequest.current ? closeRequest.current() : body.onClose());
  return (
    <AppModal opened={opened} onClose={requestClose} title={title} size="lg">
      <FormBody key={formKey} closeRequest={closeRequest} {...body} />
    </AppModal>
  );
}
