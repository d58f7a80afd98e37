import { IconDoorExit, IconReplace } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  endFacultyMember,
  type FacultyMemberRow,
  MEMBER_TITLE_MAX_LENGTH,
  memberTypes,
  replaceFacultyMember,
} from '../../../contract/commission';
import { NAME_MAX_LENGTH } from '../../../contract/limits';
import { Sms } from '../../../contract/sms';
import { read } from '../../api/queries';
import { type SmsAnswer, showSmsToast } from '../../api/sms-toast';
import { showToast } from '../../api/toast';
import { useWrite, writeWithMessage } from '../../api/write';
import { memberTypeNames } from '../../components/commission/member-values';
import type { FormField, FormValues } from '../../components/form-modal/fields';
import { FormModal, type FormModalProps } from '../../components/form-modal/form-modal';
import { showRowGone, sortFailure } from '../../components/reference-screen/failures';
import type { RowAction } from '../../components/row-actions';
import { localDate, todayIso } from '../../i18n/dates';
import { useLocalName } from '../../i18n/use-local-name';
import { usePermissions } from '../../lib/permissions';
import { effectiveDays } from './term-days';

type ReplaceValues = {
  idMemberType: number | null;
  memberName: string;
  title: string;
  effectiveDate: string;
};
type EndValues = { effectiveDate: string };

/** A term's two acts as a row's buttons: the texts commission.<act>Row name them; their call's rule allows them. */
const TERM_ACTS = [
  { act: 'replace', Icon: IconReplace, color: 'blue', call: replaceFacultyMember },
  { act: 'end', Icon: IconDoorExit, color: 'orange', call: endFacultyMember },
] as const;

/**
 * A faculty commission's term acts (decision 0031): Replace (the term ends on a day and the new
 * person's, or the same person's new role, starts it) and End membership, each in a form with its effective
 * date; what the pencil may not change (the role of a term begun before today); and what Delete means.
 */
export function useTermActions(facultyId: number | null) {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  const { facultyRefusal } = usePermissions();
  const types = useQuery(read(memberTypes));
  const [replacing, setReplacing] = useState<FacultyMemberRow | null>(null);
  const [ending, setEnding] = useState<FacultyMemberRow | null>(null);
  const [stale, setStale] = useState(false);
  const today = todayIso();
  const date = (iso: string) => localDate(iso, i18n.language);
  const replace = useWrite(
    replaceFacultyMember,
    (body: Parameters<typeof writeWithMessage<typeof replaceFacultyMember>>[1]) =>
      writeWithMessage(replaceFacultyMember, body),
    { silent: true },
  );
  const end = useWrite(
    endFacultyMember,
    (body: Parameters<typeof writeWithMessage<typeof endFacultyMember>>[1]) =>
      writeWithMessage(endFacultyMember, body),
    { silent: true },
  );

  const close = () => {
    setReplacing(null);
    setEnding(null);
    setStale(false);
  };
  /** A write's answer: done (its toast, the form closed), a clash named (the form stays), or a failure. */
  const settle = async (write: () => Promise<SmsAnswer[]>, done: string) => {
    try {
      const [answer] = await write();
      if (answer?.sms === Sms.UPDATED) {
        showToast({ color: 'green', title: t('sms.successTitle'), message: done });
        close();
      } else showSmsToast(answer?.sms, answer?.message);
    } catch (error) {
      const failure = sortFailure(error);
      if (failure === 'stale') setStale(true);
      if (failure === 'gone') {
        showRowGone();
        close();
      }
    }
  };

  const refusalOf = (call: typeof replaceFacultyMember | typeof endFacultyMember, row: FacultyMemberRow) =>
    facultyId === null
      ? null
      : (facultyRefusal(call, facultyId) ??
        (effectiveDays(row, today).none ? t('commission.noDayLeft') : null));
  const open = { replace: setReplacing, end: setEnding };
  const actions = (row: FacultyMemberRow): RowAction[] =>
    TERM_ACTS.map(({ act, Icon, color, call }) => ({
      key: act,
      label: t(`commission.${act}Row`, { name: row.member_name }),
      icon: <Icon size={18} aria-hidden />,
      color,
      refusal: refusalOf(call, row),
      onClick: () => open[act](row),
    }));

  const dateField = (row: FacultyMemberRow | null, hint: 'replaceDateHint' | 'endDateHint') => {
    const days = effectiveDays(row ?? { since: today }, today);
    return {
      kind: 'date' as const,
      name: 'effectiveDate' as const,
      label: t('commission.effectiveDate'),
      required: true,
      min: days.first,
      max: days.last,
      description: t(`commission.${hint}`, {
        name: row?.member_name ?? '',
        since: date(row?.since ?? today),
        last: date(days.last),
      }),
    };
  };
  const replaceFields: FormField<ReplaceValues>[] = [
    {
      kind: 'text',
      name: 'memberName',
      label: t('commission.newMemberName'),
      required: true,
      maxLength: NAME_MAX_LENGTH,
    },
    {
      kind: 'text',
      name: 'title',
      label: t('commission.title'),
      required: true,
      maxLength: MEMBER_TITLE_MAX_LENGTH,
    },
    // The role stays as it was unless changed: a new person usually takes the same one.
    {
      kind: 'select',
      name: 'idMemberType',
      label: t('commission.memberType'),
      required: true,
      options: (types.data ?? []).map((type) => ({
        value: type.id_member_type,
        label: localName(memberTypeNames(type)),
      })),
    },
    dateField(replacing, 'replaceDateHint'),
  ];
  const roleName = (typeId: number | null) => {
    const type = types.data?.find((candidate) => candidate.id_member_type === typeId);
    return type ? localName(memberTypeNames(type)).toLocaleLowerCase(i18n.language) : '';
  };

  /**
   * A term act's form on a row (null: closed): it adds and is never locked; Save sends the act with the
   * row's term and the version the form was opened with, and settles the answer.
   */
  const termForm = <Values extends FormValues>(
    row: FacultyMemberRow | null,
    form: Pick<FormModalProps<Values>, 'title' | 'fields' | 'initialValues' | 'saving'>,
    send: (values: Values, term: { idGAKMemberHistory: number; rowVersion: number }) => Promise<SmsAnswer[]>,
    done: (values: Values, row: FacultyMemberRow) => string,
  ) => (
    <FormModal<Values>
      opened={row !== null}
      formKey={row?.id_GAK_member_History}
      mode="add"
      locked={false}
      {...form}
      stale={stale}
      onReload={close}
      onSubmit={(values) => {
        if (!row) return;
        const term = { idGAKMemberHistory: row.id_GAK_member_History, rowVersion: row.rowVersion };
        void settle(() => send(values, term), done(values, row));
      }}
      onClose={close}
    />
  );

  const modals = (
    <>
      {termForm<ReplaceValues>(
        replacing,
        {
          title: t('commission.replaceTitle', { name: replacing?.member_name ?? '' }),
          fields: replaceFields,
          initialValues: {
            idMemberType: replacing?.id_member_type ?? null,
            memberName: '',
            title: '',
            effectiveDate: effectiveDays(replacing ?? { since: today }, today).initial,
          },
          saving: replace.isPending,
        },
        ({ idMemberType, memberName, title, effectiveDate }, term) =>
          replace.mutateAsync({ ...term, idMemberType, memberName, title, effectiveDate }),
        (values) =>
          t('commission.replaced', {
            name: values.memberName,
            role: roleName(values.idMemberType),
            date: date(values.effectiveDate),
          }),
      )}
      {termForm<EndValues>(
        ending,
        {
          title: t('commission.endTitle', { name: ending?.member_name ?? '' }),
          fields: [dateField(ending, 'endDateHint')],
          initialValues: { effectiveDate: effectiveDays(ending ?? { since: today }, today).initial },
          saving: end.isPending,
        },
        ({ effectiveDate }, term) => end.mutateAsync({ ...term, effectiveDate }),
        (values, row) => t('commission.ended', { name: row.member_name, date: date(values.effectiveDate) }),
      )}
    </>
  );

  /** The pencil corrects: a term begun before today keeps its role (a new one is a replacement). */
  const roleLockedFor = (row: FacultyMemberRow | null) =>
    row !== null && row.since < today ? t('commission.roleLocked') : null;
  /** Delete ends a term begun before today (kept in the history); a later one goes as a mistake. */
  const deleteNote = (row: FacultyMemberRow) =>
    row.since < today
      ? t('commission.deleteEnds', { name: row.member_name })
      : t(row.since === today ? 'commission.deleteMistake' : 'commission.deleteNotBegun');

  return { actions, modals, roleLockedFor, deleteNote };
}
