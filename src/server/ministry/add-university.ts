import type { KeyObject } from 'node:crypto';
import type { AddUniversityInput } from '../../contract/ministry';
import { Sms, type SmsCode } from '../../contract/sms';
import { unlessBusy } from '../auth/change-password';
import { assertAcceptablePassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../auth/queries';
import { AppError } from '../core/errors';
import { type Said, withSaid } from '../core/said';
import type { Database } from '../db/connection';
import { settleTransaction } from '../db/sql';
import { inUniversity } from '../db/university-scope';
import { writeTransaction } from '../db/write';
import type { ClockDays } from '../licence/clock';
import { installJudged } from '../licence/install-check';
import { insertUniversity, lockUniversities, setUpUniversity, universityWithCode } from '../setup/queries';
import { loginOf } from '../users/rules';
import { loginHolder } from './queries';

// A ministry administrator adds a university (decision 0069): the university, its first administrator
// (who must choose a new password at the first sign-in) and its licence if given, in one transaction.
// Past the university's row, the transaction works as the server does for that university: its
// administrator and its licence are written under its row-level security, as its own would be.

type Answer = [{ sms: SmsCode }];

export async function addUniversityWithAdministrator(
  database: Database,
  ministryUserId: number,
  input: AddUniversityInput,
  licence: { publicKey: KeyObject | undefined; days: () => Promise<ClockDays> },
): Promise<Answer> {
  const login = loginOf(input.login);
  assertAcceptablePassword(input.password, login);
  // Hashed and the day read before the transaction: they take a while and need no lock.
  const passwordHash = await unlessBusy(() => hashPassword(input.password));
  const days = input.licence.trim() === '' ? undefined : await licence.days();
  let said: Said | undefined;
  await writeTransaction(database, ministryUserId, async (tx) => {
    await lockUniversities(tx);
    const first = await setUpUniversity(tx);
    if (!first) throw new AppError('VALIDATION', 'ministryNotSetUp');
    const same = await universityWithCode(tx, input.code);
    if (same) {
      said = { key: 'universityCodeTaken', params: { code: same.code, name: same.v2 } };
      return;
    }
    const holder = await loginHolder(tx, login);
    if (holder) {
      said = { key: 'duplicateLogin', params: { login, holder } };
      return;
    }
    const university = await insertUniversity(tx, first.id_ministry, input);
    await inUniversity(university, async () => {
      await settleTransaction(tx);
      await insertUser(tx, {
        login,
        passwordHash,
        surname: input.surname,
        name: input.name,
        patronymic: input.patronymic,
        role: 'administrator',
        mustChangePassword: true,
      });
      if (days === undefined) return;
      const { refusal } = await installJudged(tx, input.licence, licence.publicKey, days);
      // Under the file's field, in one sentence; nothing is written.
      if (refusal) throw new AppError('VALIDATION', refusal.key, { ...refusal.params, field: 'licence' });
    });
  });
  return said ? withSaid([{ sms: Sms.DUPLICATE }] as Answer, said) : [{ sms: Sms.CREATED }];
}
