/** A yyyy-mm-dd date as the university's papers write it, in every language (SPEC §5): dd.mm.yyyy. */
export const legacyDate = (iso: string): string => iso.split('-').reverse().join('.');
