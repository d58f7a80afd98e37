import { areaQueries } from '../../api/area-queries';

/** The grading-rule screen's reads (its modals' too): a write of any of them reloads them all. */
export const gradingArea = areaQueries('grading-rule');

/** SPEC §9: the grading tables are 300 px high, their rows scroll inside. */
export const GRADING_TABLE_HEIGHT = 300;
