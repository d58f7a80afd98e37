import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type AddUniversityInput, addUniversity, ministryUniversities } from '../../../contract/ministry';
import { callApi } from '../../api/client';
import { read } from '../../api/queries';
import { useWrite } from '../../api/write';
import { viewUniversity } from '../../lib/viewed-university';

/** The console's rows for a year, in the interface language. */
export const consoleQuery = (year: number, language: string) =>
  read(ministryUniversities, { year }, { language });

/** ministry/add-university (sms 1, or 3 naming the code's or the login's holder, toasted); a refused field is told under it. */
export const useAddUniversity = (onDone: (sms: number | undefined) => void) =>
  useWrite(addUniversity, (input: AddUniversityInput) => callApi(addUniversity, input), { onDone });

/**
 * Opens a university's structure read only (decision 0069): what was read so far is forgotten, since every
 * list now answers that university's rows, and its overview shows first.
 */
export function useOpenUniversity() {
  const queries = useQueryClient();
  const navigate = useNavigate();
  return (university: { idVuz: number; shortName: string }) => {
    viewUniversity({ id: university.idVuz, name: university.shortName });
    queries.clear();
    void navigate('/overview');
  };
}
