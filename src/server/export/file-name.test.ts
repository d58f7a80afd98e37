import { describe, expect, it } from 'vitest';
import { exportFileName } from './file-name';

describe('the name of an exported file', () => {
  it('names the screen, its filter and the day', () => {
    expect(exportFileName(['Группы специальности', '080105 Финансы и кредит'], '2026-05-04', 'xlsx')).toBe(
      'Группы специальности — 080105 Финансы и кредит — 2026-05-04.xlsx',
    );
  });

  it('cuts a long filter, never the day', () => {
    const name = exportFileName(['Адистиктердин баалоо эрежелери', 'ө'.repeat(300)], '2026-05-04', 'csv');
    expect(name).toMatch(/^Адистиктердин баалоо эрежелери — ө+ — 2026-05-04\.csv$/);
    expect(name.length).toBeLessThanOrEqual(150 + '.csv'.length);
  });
});
