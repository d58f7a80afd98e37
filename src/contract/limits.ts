/** Business constants and limits of SPEC §9, shared by server and web. */
export const APP_VERSION = '2.0.0';
export const HTTP_TIMEOUT_MS = 100_000;
export const TOAST_AUTO_CLOSE_MS = 5_000;
export const NOTIFICATION_DELAY_MS = 15_000;
export const NOTIFICATION_AUTO_CLOSE_MS = 15_000;
export const LANGUAGE_COOKIE_DAYS = 60;
export const LICENCE_LOGOUT_DELAY_MS = 3_000;

export const languages = ['kg', 'ru', 'en'] as const;
export type Language = (typeof languages)[number];
export const FALLBACK_LANGUAGE: Language = 'ru';
/** The university's time zone unless LICENCE_TIME_ZONE says otherwise: its days and the times the screens show. */
export const DEFAULT_TIME_ZONE = 'Asia/Bishkek';

export const LOGIN_MIN_LENGTH = 2;
/** Upper bounds so that no payload can be arbitrarily large. */
export const LOGIN_MAX_LENGTH = 100;
export const PASSWORD_MAX_LENGTH = 200;
/** A new password (auth/change-password, user:add) has at least this many characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 500;
export const CODE_MAX_LENGTH = 50;

export const HEADCOUNT_INPUT_LENGTH = 3;
export const POINT_INPUT_LENGTH = 4;
export const LETTER_GRADE_LENGTH = 3;
export const CONFIG_NUMBER_DIGITS = 3;
export const POSITION_HOURS_DIGITS = 3;
export const CLASSROOM_CAPACITY_LENGTH = 10;

/**
 * The scales of Kyrgyzstan's national entrance test (ORT, decision 0033): the main test is scored from 0
 * to 245 points (the budget and contract thresholds are on it, 110 the usual one), each subject test from
 * 0 to 150 (60 the usual threshold). A threshold beyond its scale can never be reached.
 */
export const ORT_MAIN_TEST_MAX = 245;
export const ORT_SUBJECT_TEST_MAX = 150;

export const MAX_COURSE_MIN = 1;
export const MAX_COURSE_MAX = 10;

export const REFERENCE_PAGE_SIZE = 12;
export const CLASSROOM_PAGE_SIZE = 50;

/** Id -1 on save means "create"; 9999 is a locked placeholder. */
export const NEW_ID = -1;
export const PLACEHOLDER_ID = 9999;
export const SPEC_MEMBER_UNIVERSITY_ID = 1;
