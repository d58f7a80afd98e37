/**
 * How a speciality is named wherever staff read it (decision 0058): the screens, the checks, the printed
 * documents and the exported files. SPEC §2–§3 name a faculty's speciality by its catalogue entry: the
 * code `p25-1` (`special.code`, the classifier's code, "140211") and its name; the study form follows where
 * two of a faculty's specialities share both. The parameters' own code (`codeSpec`, "640200-26") is one
 * field of the parameters form, shown there and exported with the parameters, never a speciality's name.
 */
interface SpecialityNaming {
  /** The catalogue's code (`special.code`, `p25-1`). */
  code: string;
  /** The catalogue's name in the reader's language. */
  name: string;
  /** The study form in the reader's language, where it tells two specialities apart. */
  form?: string | null;
}

/** "140211 Электроснабжение", or with its form "140211 Электроснабжение · Очная форма обучения". */
export function specialityName({ code, name, form }: SpecialityNaming): string {
  const named = [code.trim(), name.trim()].filter(Boolean).join(' ');
  return form ? `${named} · ${form}` : named;
}
