import { z } from 'zod';
import { defineCall, writeCall } from './call';
import { optional, required, text } from './fields';

// Notifications (SPEC §2 "Notification widget", §3 "Notification (wiki news)", §7 "Notifications",
// decision 0024): the news items of the header's bell, each read or not by the signed-in user. Decisions where SPEC is
// silent (ids of the external manual site's items, a repeated mark, the order, the bounds): 0024.

/** The most items getWiki answers: the bell shows a short list, and the answer stays small. */
export const WIKI_MAX_ITEMS = 100;
export const WIKI_TEXT_MAX_LENGTH = 2000;
const WIKI_URL_MAX_LENGTH = 2000;
/** The largest id of a local item; the external site's items answer as the negative of theirs. */
const WIKI_ID_MAX = 2_147_483_647;

/**
 * http(s)://, then no space or control character. Spelled without flags or Unicode property classes, so
 * that every client's regular expressions read the published pattern alike: the scheme's letters in both
 * cases (what the `i` flag said), the controls C0, DEL and C1 (\p{Cc}) and the spaces of \s as ranges.
 */
const URL_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the controls are what it refuses.
  /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$/;

/**
 * A link an item opens in a new tab: http or https only (never javascript: or data:), with a host, no
 * spaces or control characters, bounded. The server checks the external site's links with it too.
 */
export const httpUrl = () =>
  text(WIKI_URL_MAX_LENGTH)
    .trim()
    .regex(URL_TEXT)
    .pipe(z.url({ protocol: /^https?$/ }));

const wikiRow = z.object({
  /** Positive: an item of this server; negative: an item of the external manual site (decision 0024). */
  id_question_answer: z.number(),
  /** The item's text in the request's language, Russian when it has none in that language. */
  questions: z.string(),
  url: z.string(),
  important: z.boolean(),
  /** Read by the signed-in user (the external site's read items are left out). */
  read: z.boolean(),
});
export type WikiRow = z.infer<typeof wikiRow>;

export const getWiki = defineCall({
  method: 'POST',
  path: 'wiki/getWiki',
  body: undefined,
  data: z.array(wikiRow).max(WIKI_MAX_ITEMS),
  requiresSession: true,
  summary:
    "The signed-in user's news items with their read state, newest first (this server's, then the " +
    "manual site's unread ones), at most 100; the texts in the request's language",
});

export const insertWiki = writeCall(
  'wiki/insertWiki',
  'own',
  z.object({
    idWiki: z.union([
      z.number().int().positive().max(WIKI_ID_MAX),
      z.number().int().negative().min(-WIKI_ID_MAX),
    ]),
  }),
  'Mark an item read for the signed-in user: sms 1, and sms 1 again when it was read already (nothing ' +
    'written); 404 for an item this server or the manual site does not have',
);

export const addNews = writeCall(
  'wiki/add-news',
  'administrator',
  z.object({
    questions: required(WIKI_TEXT_MAX_LENGTH, { multiline: true }),
    questionsKg: optional(WIKI_TEXT_MAX_LENGTH, { multiline: true }),
    questionsEn: optional(WIKI_TEXT_MAX_LENGTH, { multiline: true }),
    url: httpUrl(),
    important: z.boolean().default(false),
  }),
  'Publish a news item to every user (not in SPEC: decision 0024): the Russian text, optional ' +
    'Kyrgyz and English ones, an http(s) link, important or not; sms 1',
);
