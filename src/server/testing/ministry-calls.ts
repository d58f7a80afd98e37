import { apiCalls } from './api-calls';
import { signedInApp } from './signed-in-app';
import type { TestApp } from './test-app';

// The calls of the educational screen's API tests, as the screen makes them under /ministerstvo/.

export type MinistryCalls = ReturnType<typeof ministryCalls>;

export const ministryCalls = (t: TestApp, cookie: string) =>
  apiCalls(t, cookie, (path) => (path.startsWith('grading-rule/') ? path : `ministerstvo/${path}`));

/** The university's save (upd-vuz) as the screen sends it: every field of its row (ministerstvo/vuz), unchanged. */
export const universityBody = (university: Record<string, string | number | null>) => ({
  idVuz: university.id_vuz,
  v1: university.v1,
  v1K: university.v1_k,
  v1En: university.v1_en,
  v2: university.v2,
  v2K: university.v2_k,
  v2En: university.v2_en,
  adres: university.adres,
  adresKg: university.adres_kg,
  adresEn: university.adres_en,
  glava: university.glava,
  tel: university.tel,
  nomerLicen: university.nomer_licen,
  dateLicen: university.date_licen ?? '',
  mail: university.mail,
});

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A test file's app signed in as the demo administrator, with the educational screen's calls. */
export const ministryApp = () => signedInApp({ calls: ministryCalls });
