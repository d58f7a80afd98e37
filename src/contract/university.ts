import { email, phone } from './contact';
import { optional, required } from './fields';
import { NAME_MAX_LENGTH } from './limits';

/**
 * The university's own fields as its setup (setup/university) and its edit on the educational screen
 * (ministerstvo/upd-vuz) take them: short (v1) and full (v2) names in three languages, the Russian ones
 * required, address in three languages, head, phone and e-mail. Payload keys as SPEC §7.
 */
export const universityFields = {
  v1: required(NAME_MAX_LENGTH),
  v1K: optional(NAME_MAX_LENGTH),
  v1En: optional(NAME_MAX_LENGTH),
  v2: required(NAME_MAX_LENGTH),
  v2K: optional(NAME_MAX_LENGTH),
  v2En: optional(NAME_MAX_LENGTH),
  adres: optional(NAME_MAX_LENGTH),
  adresKg: optional(NAME_MAX_LENGTH),
  adresEn: optional(NAME_MAX_LENGTH),
  glava: optional(NAME_MAX_LENGTH),
  tel: phone(),
  mail: email(),
};
