import { describe, expect, it } from 'vitest';
import type { DocumentRequest } from '../../../contract/documents';
import { printPathOf, requestOfAddress, screenOfRequest } from './print-address';

describe('a print view address', () => {
  it('reads each document with the parameters its screen names', () => {
    expect(requestOfAddress('commission', '?faculty=2&lang=kg')).toEqual({
      document: 'commission',
      idFaculty: 2,
    });
    expect(requestOfAddress('specialityCommission', '?faculty=2&special=7')).toEqual({
      document: 'specialityCommission',
      idFaculty: 2,
      idSpecial: 7,
    });
    expect(requestOfAddress('admissionPlan', '?year=05')).toEqual({ document: 'admissionPlan', aYear: 5 });
    expect(requestOfAddress('admissionPlan', '?year=25&faculty=1')).toEqual({
      document: 'admissionPlan',
      aYear: 25,
      idFaculty: 1,
    });
    expect(requestOfAddress('classrooms', '?building=3')).toEqual({ document: 'classrooms', idKorpus: 3 });
  });

  it('asks for nothing when the document or a parameter is wrong', () => {
    for (const [document, search] of [
      [undefined, '?faculty=1'],
      ['nope', '?faculty=1'],
      ['Commission', '?faculty=1'],
      ['commission', ''],
      ['commission', '?faculty=0'],
      ['commission', '?faculty=-1'],
      ['commission', '?faculty=1.5'],
      ['commission', '?faculty=abc'],
      ['commission', '?faculty=99999999999'],
      ['specialityCommission', '?faculty=1'],
      ['admissionPlan', '?faculty=1'],
      ['admissionPlan', '?year=100'],
      // An unreadable faculty does not widen a faculty's plan to the university's.
      ['admissionPlan', '?year=25&faculty=x'],
      ['classrooms', '?faculty=1'],
    ] as const)
      expect(requestOfAddress(document, search), `${document}${search}`).toBeNull();
  });

  it('writes what it reads back, the year in two digits', () => {
    const requests: DocumentRequest[] = [
      { document: 'commission', idFaculty: 2 },
      { document: 'specialityCommission', idFaculty: 2, idSpecial: 7 },
      { document: 'admissionPlan', aYear: 5 },
      { document: 'admissionPlan', aYear: 25, idFaculty: 1 },
      { document: 'classrooms', idKorpus: 3 },
    ];
    expect(printPathOf({ document: 'admissionPlan', aYear: 5 })).toBe('/print/admissionPlan?year=05');
    for (const request of requests) {
      const [path = '', search = ''] = printPathOf(request).split('?');
      expect(requestOfAddress(path.replace('/print/', ''), `?${search}`)).toEqual(request);
    }
  });

  it('closes back to the screen the document is printed from', () => {
    expect(screenOfRequest({ document: 'commission', idFaculty: 2 })).toBe('/commission?faculty=2');
    expect(screenOfRequest({ document: 'classrooms', idKorpus: 3 })).toBe('/classrooms?building=3');
  });
});
