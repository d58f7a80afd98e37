import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CallBody } from '../../../contract/call';
import { Sms } from '../../../contract/sms';
import { bindSpeciality } from '../../../contract/structure';
import { callApi } from '../../api/client';
import { useWrite } from '../../api/write';
import { specialitiesQuery, trimesterQuery } from './api';
import type { CatalogKind } from './catalog-pick';

type Mode = 'none' | 'trimester' | 'doctorate' | 'other';
/** Phd of SPEC §3: 5 a doctorate, 1 another postgraduate programme, 0 none. */
const PHD: Record<Mode, 0 | 1 | 5> = { none: 0, trimester: 0, doctorate: 5, other: 1 };
const modeOf = (row: { trimester: boolean; Phd: number }): Mode => {
  if (row.Phd === PHD.doctorate) return 'doctorate';
  if (row.Phd === PHD.other) return 'other';
  return row.trimester ? 'trimester' : 'none';
};

/** A direction, a study form and a speciality name bound, as the cascade goes to them (decision 0032). */
export type BoundSpeciality = { direction: number; form: number; speciality: number };

/** The binding's mode and Bind, as the speciality modal shows them. */
export type SpecialityBinding = ReturnType<typeof useSpecialityBinding>;

/**
 * Binding the picked direction, study form and speciality name to the faculty (speciality-modal.tsx): the
 * trimester / doctorate mode chosen (offered only when check-all says so, SPEC §4; another postgraduate
 * programme always), or, once the speciality exists, its own, locked; Bind, and the cascade sent to the new
 * binding.
 */
export function useSpecialityBinding(
  idFaculty: number | null,
  picked: Record<CatalogKind, number | null>,
  onBound: (speciality: BoundSpeciality) => void,
) {
  const queryClient = useQueryClient();
  const opened = idFaculty !== null;
  const trimester = useQuery({ ...trimesterQuery(), enabled: opened });
  const [mode, setMode] = useState<Mode>('none');
  const bind = useWrite(bindSpeciality, (payload: CallBody<typeof bindSpeciality>) =>
    callApi(bindSpeciality, payload),
  );
  const complete = picked.direction !== null && picked.form !== null && picked.special !== null;
  // The mode is fixed once the speciality exists (SPEC §4): a bound one shows its own, locked.
  const bound = useQuery(
    specialitiesQuery(opened && complete ? idFaculty : null, picked.direction, picked.form),
  );
  const existing = complete ? bound.data?.find((row) => row.id_special === picked.special) : undefined;
  const modes: Exclude<Mode, 'none'>[] = [
    ...(trimester.data?.[0]?.trimester === 1 ? (['trimester', 'doctorate'] as const) : []),
    'other',
  ];
  const bindChosen = () => {
    if (idFaculty === null || picked.direction === null || picked.form === null || picked.special === null)
      return;
    const [direction, form, special] = [picked.direction, picked.form, picked.special];
    bind.mutate(
      {
        idFaculty,
        idDirection: direction,
        idFEduc: form,
        idSpecial: special,
        trimester: mode === 'trimester',
        Phd: PHD[mode],
      },
      {
        onSuccess: async (rows) => {
          if (rows[0]?.sms !== Sms.CREATED) return;
          // The new binding, read afresh: the cascade goes to it.
          const list = await queryClient.fetchQuery({
            ...specialitiesQuery(idFaculty, direction, form),
            staleTime: 0,
          });
          const made = list.find((row) => row.id_special === special);
          if (made) onBound({ direction, form, speciality: made.id_speciality });
        },
      },
    );
  };
  const shownMode: Mode = existing ? modeOf(existing) : mode;
  return { complete, existing, modes, shownMode, setMode, pending: bind.isPending, bindChosen };
}
