import { useQuery } from '@tanstack/react-query';
import { catalog } from '../api/catalog';
import { useLocalName } from '../i18n/use-local-name';

/** A faculty as a form's choice: its id and its name in the interface language. */
export interface FacultyChoice {
  value: number;
  label: string;
}

/**
 * The university's faculties as choices of a form (a user's or a client's faculty scope), and a faculty's
 * name by id for a list's column (`#id` while the names load, or for a faculty since deleted).
 */
export function useFacultyChoices(): { options: FacultyChoice[]; nameOf: (id: number) => string } {
  const localName = useLocalName();
  const faculties = useQuery(catalog.faculties());
  const options = (faculties.data ?? []).map((faculty) => ({
    value: faculty.id_faculty,
    label: localName({ ru: faculty.faculty, kg: faculty.faculty_kg, en: faculty.faculty_en }),
  }));
  const nameOf = (id: number) => options.find((option) => option.value === id)?.label ?? `#${id}`;
  return { options, nameOf };
}
