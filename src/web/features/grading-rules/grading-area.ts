/** SPEC §9: the grading tables are 300 px high, their rows scroll inside. */
export const GRADING_TABLE_HEIGHT = 300;
