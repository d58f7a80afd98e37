/**
 * The query parameters that open a screen on one record, for links from elsewhere (the data checks').
 * The cascades name theirs after their levels (educational: ministry, vuz, faculty, direction,
 * form, speciality; the commission screens: faculty, special) and the lists keep their search in q.
 */

/** The grading-rule screen's rule (grading-rules?rule=2). */
export const RULE_PARAM = 'rule';
/** The classrooms screen's building (classrooms?building=1). */
export const BUILDING_PARAM = 'building';
/** The data checks screen's check shown (checks?check=licence: one of contract/checks.ts' checkKinds). */
export const CHECK_PARAM = 'check';
