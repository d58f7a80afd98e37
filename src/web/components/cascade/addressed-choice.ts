import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAddressUpdate } from '../../lib/address-update';
import { idFromParam } from './cascade-state';

/**
 * A screen's one choice (a grading rule, a building) kept in the address (?rule=3), so that a link (the
 * data checks'), a reload or Back opens the screen on it; without one, the list's first to
 * begin with, or nothing once the user has cleared it. The entry is replaced, as the cascades' are.
 */
export function useAddressedChoice(
  param: string,
  first: number | null,
): [chosen: number | null, choose: (id: number | null) => void] {
  const [params] = useSearchParams();
  const updateAddress = useAddressUpdate();
  const [cleared, setCleared] = useState(false);
  const addressed = idFromParam(params.get(param));
  const chosen = addressed ?? (cleared ? null : first);
  const choose = (id: number | null) => {
    setCleared(id === null);
    updateAddress((next) => {
      if (id === null) next.delete(param);
      else next.set(param, String(id));
      return next;
    });
  };
  return [chosen, choose];
}
