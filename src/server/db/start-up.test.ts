import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MigrationError } from './migrate';
import { describeFailure, mayMend, retryDelay, serverAddress } from './start-up';

// The start-up's words and choices (decision 0054); start-up.proof.test.ts runs the server through them.

const networkError = (code: string) => Object.assign(new Error(`connect ${code} 10.0.0.5:5432`), { code });
const serverError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });

describe('the wait between attempts', () => {
  it('doubles from 0.5 s to 30 s, each drawn from the upper half of its bound', () => {
    const low = Array.from({ length: 10 }, (_, n) => retryDelay(n + 1, () => 0));
    const high = Array.from({ length: 10 }, (_, n) => retryDelay(n + 1, () => 0.999_999));
    expect(low).toEqual([250, 500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000, 15_000]);
    expect(high).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000]);
  });
});

describe('a failure in words', () => {
  it('names the network failure, the server’s refusal with its SQLSTATE, a timeout; never a stack', () => {
    expect(describeFailure(networkError('ECONNREFUSED'))).toBe(
      'the connection was refused (is PostgreSQL running and listening there?)',
    );
    // A host name with two addresses: Node's AggregateError, whose own message is empty.
    const both = Object.assign(new AggregateError([networkError('ECONNREFUSED')], ''), {
      code: 'ECONNREFUSED',
    });
    expect(describeFailure(both)).toBe(
      'the connection was refused (is PostgreSQL running and listening there?)',
    );
    expect(describeFailure(serverError('57P03', 'the database system is starting up'))).toBe(
      'the database system is starting up (SQLSTATE 57P03)',
    );
    expect(describeFailure(new Error('timeout expired'))).toBe('no connection within 10 s');
    const lock = new MigrationError('Another instance…', 'lock');
    expect(describeFailure(lock)).toBe("another instance's migrations still hold the migration lock");
    const odd = new Error('first line\n    at somewhere (file.ts:1:2)');
    expect(describeFailure(odd)).toBe('first line');
  });

  it('tries again for what waiting may mend, and not for a wrong password, a missing database or a failed migration', () => {
    for (const mends of [
      networkError('ECONNREFUSED'),
      networkError('ENOTFOUND'),
      networkError('EAI_AGAIN'),
      new Error('timeout expired'),
      new Error('Connection terminated due to connection timeout'),
      new Error('Connection terminated unexpectedly'),
      serverError('57P03', 'the database system is starting up'),
      serverError('53300', 'sorry, too many clients already'),
      new MigrationError('held', 'lock'),
      new MigrationError('lost', 'failed', { cause: new Error('Connection terminated unexpectedly') }),
    ])
      expect(mayMend(mends), describeFailure(mends)).toBe(true);
    for (const stays of [
      serverError('28P01', 'password authentication failed for user "app"'),
      serverError('28000', 'role "app" does not exist'),
      serverError('3D000', 'database "app" does not exist'),
      new MigrationError('bad', 'failed', { cause: serverError('42P07', 'relation "x" already exists') }),
    ])
      expect(mayMend(stays), describeFailure(stays)).toBe(false);
  });

  it('names the server as DATABASE_URL does, without its password', () => {
    expect(serverAddress('postgres://app:secret@db.uni.kg:6432/academic')).toBe(
      'db.uni.kg:6432 (database academic)',
    );
    expect(serverAddress('postgresql://app@db/academic')).toBe('db:5432 (database academic)');
    expect(serverAddress('postgres:///academic?host=/var/run/postgresql')).toBe(
      '/var/run/postgresql, port 5432 (database academic)',
    );
  });
});
