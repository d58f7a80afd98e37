import type { CallBody } from '../../../contract/call';
import { Sms } from '../../../contract/sms';
import {
  bindNameGroup,
  copyGroup,
  deleteGroup,
  deleteNameGroup,
  saveGroup,
  saveNameGroup,
  setWinterReception,
} from '../../../contract/structure';
import { callApi, callApiWithMessage } from '../../api/client';
import { showToast } from '../../api/toast';
import { useWrite } from '../../api/write';
import { i18n } from '../../i18n';

/** del-group: sms 8 deleted, 6 in use (SPEC §8). */
export const useDeleteGroup = () =>
  useWrite(deleteGroup, (idGroup: number) => callApi(deleteGroup, { idGroup }));

/** insUpdGroupT: -1 creates the group of a binding's year; sms 1, 2, 3. */
export const useSaveGroup = () =>
  useWrite(saveGroup, (payload: CallBody<typeof saveGroup>) => callApi(saveGroup, payload));

/**
 * insUpdGroupReception: sms 2 done; 4 and 5 are refusals (SPEC §8: 5 puts the box back on, 4 back off),
 * and any failure (no answer, a refusal of the role, a group gone) changes nothing either: after each of
 * them the checkbox goes back to the group's saved state.
 */
export const useWinterReception = (backToSaved: () => void) => {
  const write = useWrite(
    setWinterReception,
    (payload: CallBody<typeof setWinterReception>) => callApi(setWinterReception, payload),
    {
      onDone: (sms) => {
        if (sms !== Sms.UPDATED) backToSaved();
      },
    },
  );
  return {
    isPending: write.isPending,
    mutate: (payload: CallBody<typeof setWinterReception>) => write.mutate(payload, { onError: backToSaved }),
  };
};

/** insUpdNGr: a new name-group of the faculty (sms 1, or 3 when the faculty has the name). */
export const useSaveNameGroup = () =>
  useWrite(saveNameGroup, (payload: CallBody<typeof saveNameGroup>) => callApi(saveNameGroup, payload));

/** deleteNGrQuery: here 5 means deleted (SPEC §8), so it shows the "deleted" toast; 6 in use. */
export const useDeleteNameGroup = () =>
  useWrite(deleteNameGroup, (idNGr: number) => callApi(deleteNameGroup, { idNGr }), {
    toastOf: (sms) => (sms === Sms.WINTER_RECEPTION_RESET ? Sms.DELETED : sms),
  });

/** insUpdComGspe: binds a name-group (and sub-group) to the speciality; sms 1, or 3 when bound. */
export const useBindNameGroup = () =>
  useWrite(bindNameGroup, (payload: CallBody<typeof bindNameGroup>) => callApi(bindNameGroup, payload));

/** copy-group: the server's own sentence is the success toast (SPEC §8). */
export const useCopyGroup = () =>
  useWrite(
    copyGroup,
    async (payload: CallBody<typeof copyGroup>) => {
      const answer = await callApiWithMessage(copyGroup, payload);
      showToast({
        color: 'green',
        title: i18n.t('sms.successTitle'),
        message: answer.message ?? i18n.t('sms.toast2'),
      });
      return answer.data;
    },
    // The message above is the toast of this call; no second one for its code.
    { silent: true },
  );
