import { describe, expect, it } from 'vitest';
import type { RecordKind } from '../../contract/history';
import { nationalKinds, nationalTables } from '../../contract/national';
import { catalogue } from './kinds';

// The web disables a restore of a national classifier's record by its kind (contract/national.ts
// nationalKinds); which kinds those are follows from the tables their histories are told from.
describe('the kinds of record that are national classifiers', () => {
  it('are exactly those whose table is one (decision 0072)', () => {
    const byTable = (Object.entries(catalogue) as [RecordKind, { table: string }][])
      .filter(([, description]) => nationalTables.has(description.table))
      .map(([kind]) => kind)
      .sort();
    expect([...nationalKinds].sort()).toEqual(byTable);
  });
});
