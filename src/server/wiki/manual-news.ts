import { z } from 'zod';
import { required } from '../../contract/fields';
import { httpUrl, WIKI_TEXT_MAX_LENGTH } from '../../contract/wiki';
import { fetchJson, Remembered } from '../core/outbound';
import { type OwnApi, pointsAtOwnApi } from './rules';

// The external manual site's news (SPEC §7 "Notifications", decision 0024): POSTed the programme's name,
// it answers its items, which join this server's. It may be absent, down, slow or wrong: the bell then
// shows this server's items alone, quickly, and says nothing about it.

/** The name this programme goes by on the manual site. */
const MANUAL_PROGRAMME = 'avn-structure';
const TIMEOUT_MS = 1_500;
const MAX_BYTES = 256 * 1024;
/** The most items taken from the site (the rest of the bell is this server's). */
export const MANUAL_MAX_ITEMS = 50;
/** Entries looked at: an answer of a million entries is not walked through. */
const MAX_ENTRIES = 500;
/** An answer is kept this long, so that page loads do not each ask; a failure for less. */
const KEEP_MS = 5 * 60_000;
const KEEP_FAILURE_MS = 60_000;
const ID_MAX = 2_147_483_647;

/** An item of the site, by the id the client knows it by: the negative of the site's own. */
interface ManualItem {
  id: number;
  questions: string;
  url: string;
  important: boolean;
}

const siteId = z.union([
  z.number().int().positive().max(ID_MAX),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().positive().max(ID_MAX)),
]);
const itemSchema = z.object({
  id: siteId,
  questions: required(WIKI_TEXT_MAX_LENGTH, { multiline: true }),
  url: httpUrl(),
  important: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .transform((value) => value === true || value === 1),
});

/**
 * The usable items of an answer: a list (or `{data: list}`, an envelope like ours), each entry checked as
 * this server checks its own items and dropped when wrong (a link to this application's API among them),
 * the first of a repeated id kept.
 */
export function manualItemsOf(answer: unknown, own?: OwnApi): ManualItem[] {
  const entries = Array.isArray(answer) ? answer : (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(entries)) return [];
  const items = new Map<number, ManualItem>();
  for (const entry of entries.slice(0, MAX_ENTRIES)) {
    const parsed = itemSchema.safeParse(entry);
    if (!parsed.success || items.has(-parsed.data.id)) continue;
    if (own && pointsAtOwnApi(parsed.data.url, own)) continue;
    items.set(-parsed.data.id, { ...parsed.data, id: -parsed.data.id });
    if (items.size === MANUAL_MAX_ITEMS) break;
  }
  return [...items.values()];
}

interface ManualNewsOptions {
  timeoutMs?: number;
  keepMs?: number;
  keepFailureMs?: number;
  now?: () => number;
  /** This application's API, which no item may link to. */
  own?: OwnApi;
}

export class ManualNews {
  readonly #answer: Remembered<ManualItem[]> | undefined;
  /** The ids of the last answer that came: an item shown before the site went down can still be marked. */
  #lastKnown = new Set<number>();

  constructor(url: string | undefined, options: ManualNewsOptions = {}) {
    const { timeoutMs = TIMEOUT_MS, keepMs = KEEP_MS, keepFailureMs = KEEP_FAILURE_MS, now, own } = options;
    this.#answer = url
      ? new Remembered(async () => {
          try {
            const answer = await fetchJson(url, {
              method: 'POST',
              body: { programme: MANUAL_PROGRAMME },
              timeoutMs,
              maxBytes: MAX_BYTES,
            });
            const items = manualItemsOf(answer, own);
            this.#lastKnown = new Set(items.map((item) => item.id));
            return { value: items, keepMs };
          } catch {
            return { value: [], keepMs: keepFailureMs };
          }
        }, now)
      : undefined;
  }

  /** The site's items now: none without a site or when it fails. */
  items(): Promise<ManualItem[]> {
    return this.#answer ? this.#answer.get() : Promise.resolve([]);
  }

  /** Whether the site has (or last had) the item of this (negative) id. */
  async has(id: number): Promise<boolean> {
    if (!this.#answer) return false;
    return (await this.items()).some((item) => item.id === id) || this.#lastKnown.has(id);
  }
}
