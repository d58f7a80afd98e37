import { plain } from './fields';

/*
 * An e-mail address and a phone number: one rule each, for the form before the call and for the
 * server. Both may be empty (a university without them); what is typed must look like one.
 */

export const EMAIL_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 50;

// One @, a name before it, a domain with a dot after it, no spaces: the shape a mail program accepts.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// Digits with the separators people write (+996 312 62-54-11, (0312) 625411); 7 to 15 digits in all (E.164).
const PHONE = /^\+?[\d\s()\-.]+$/;
const PHONE_DIGITS_MIN = 7;
const PHONE_DIGITS_MAX = 15;

type ContactRefusal = 'email' | 'phone';

export const emailRefusal = (value: string): ContactRefusal | null =>
  value === '' || EMAIL.test(value) ? null : 'email';

export function phoneRefusal(value: string): ContactRefusal | null {
  if (value === '') return null;
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX ? null : 'phone';
}

const contact = (maxLength: number, refusal: (value: string) => ContactRefusal | null) =>
  plain(maxLength)
    .superRefine((value, context) => {
      const reason = refusal(value);
      if (reason) context.addIssue({ code: 'custom', message: reason, params: { reason } });
    })
    .default('');

/** An e-mail address, or empty. */
export const email = () => contact(EMAIL_MAX_LENGTH, emailRefusal);
/** A phone number, or empty. */
export const phone = () => contact(PHONE_MAX_LENGTH, phoneRefusal);
