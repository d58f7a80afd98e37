/** Result codes ("sms") of write calls, SPEC §8. */
export const Sms = {
  CREATED: 1,
  UPDATED: 2,
  DUPLICATE: 3,
  WINTER_RECEPTION_ERROR: 4,
  WINTER_RECEPTION_RESET: 5,
  NOT_DELETABLE: 6,
  WARNING: 7,
  DELETED: 8,
} as const;
export type SmsCode = (typeof Sms)[keyof typeof Sms];
