import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { yearLabel } from '../../../contract/academic-year';
import type { CallData } from '../../../contract/call';
import { type facultyYearGroups, nextYearGroups } from '../../../contract/planned-students';
import { Sms } from '../../../contract/sms';
import { specialityName } from '../../../contract/speciality-name';
import { callApi } from '../../api/client';
import { useWrite } from '../../api/write';
import type { useLocalName } from '../../i18n/use-local-name';
import { currentYear, facultyYearGroupsQuery } from './api';

/** What the next year's modal holds and does (next-year-modal.tsx), as its parts read it. */
export type NextYear = ReturnType<typeof useNextYear>;

/**
 * The next year's groups being made: the source and target years, the speciality filter, the groups
 * chosen, and Create, which sends one request however often it is pressed; its refusal or the groups made.
 */
export function useNextYear(idFaculty: number, opened: boolean) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(currentYear());
  const [to, setTo] = useState(currentYear() + 1);
  const [speciality, setSpeciality] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [refused, setRefused] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: number; name: string }[] | null>(null);
  // Set at the press, before React renders the busy button: a second press (a double click, Enter held)
  // finds it set and sends nothing.
  const sending = useRef(false);
  const groups = useQuery(facultyYearGroupsQuery(opened ? idFaculty : null, from));
  const create = useWrite(nextYearGroups, (idComGspe: number[]) =>
    callApi(nextYearGroups, { idComGspe, yearFrom: from, yearTo: to }),
  );

  const yearError =
    to === from + 1 ? null : t('educational.nextYear.wrongTarget', { year: yearLabel(from + 1) });
  const onShow = groupsOnShow(groups.data ?? [], speciality, chosen);
  const { sent } = onShow;
  const change = (next: ReadonlySet<number>) => {
    setChosen(next);
    setRefused(null);
    setCreated(null);
  };
  // Ticks or unticks the groups of `ids`.
  const toggle = (ids: readonly number[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    change(next);
  };
  const submit = () => {
    // A wrong target is said under its select already.
    if (sending.current || yearError) return;
    if (sent.length === 0) return setRefused(t('educational.nextYear.noneChosen'));
    sending.current = true;
    create.mutate(sent, {
      onSuccess: (rows) => {
        setChosen(new Set());
        setCreated(createdGroups(rows as CallData<typeof nextYearGroups>));
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  const chooseFrom = (value: number) => {
    setFrom(value);
    setTo(value + 1);
    change(new Set());
  };
  const chooseTo = (value: number) => {
    setTo(value);
    setRefused(null);
  };
  return {
    ...onShow,
    from,
    to,
    speciality,
    setSpeciality,
    chosen,
    refused,
    created,
    groups,
    create,
    yearError,
    toggle,
    submit,
    chooseFrom,
    chooseTo,
  };
}

/** The groups the speciality filter shows, those of them that can be chosen, and those chosen. */
function groupsOnShow(
  rows: CallData<typeof facultyYearGroups>,
  speciality: string | null,
  chosen: ReadonlySet<number>,
) {
  const shown = rows.filter((row) => speciality === null || String(row.id_speciality) === speciality);
  const selectable = shown.filter((row) => !row.next_exists).map((row) => row.id_com_gspe);
  // What Create sends: the chosen groups the filter shows.
  const sent = selectable.filter((id) => chosen.has(id));
  return { shown, selectable, sent, allChosen: selectable.length > 0 && sent.length === selectable.length };
}

/** The groups Create made, by name (decision 0035). */
const createdGroups = (rows: CallData<typeof nextYearGroups>) =>
  rows
    .filter((row) => row.sms === Sms.CREATED)
    .map((row) => ({ id: row.id_group ?? 0, name: row.group_name ?? '' }));

/** The specialities of the year's groups, once each, for the filter. */
export const specialitiesOf = (
  rows: CallData<typeof facultyYearGroups>,
  localName: ReturnType<typeof useLocalName>,
) =>
  [
    ...new Map(
      rows.map((row) => [
        String(row.id_speciality),
        specialityName({
          code: row['p25-1'],
          name: localName({ ru: row['p25-2'], kg: row.p25_kg, en: row.p25_en }),
          form: localName({ ru: row.f_educ, kg: row.f_educ_kg, en: row.f_educ_en }),
        }),
      ]),
    ),
  ].map(([value, label]) => ({ value, label }));
