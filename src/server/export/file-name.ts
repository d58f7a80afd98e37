/** The longest file name an export gives (characters, before its extension). */
const NAME_MAX = 150;
const SEPARATOR = ' — ';

// Characters no file system takes in a name, and controls: each becomes a space.
const UNSAFE = /[\\/:*?"<>|\p{Cc}\p{Cf}]/gu;

/**
 * The name of an exported file: the screen, its filter and search when it has them, and the day, e.g.
 * "Направления — поиск «инфо» — 2026-11-27.xlsx".
 */
export function exportFileName(
  parts: readonly (string | null | undefined)[],
  day: string,
  extension: string,
) {
  const named = parts
    .map((part) => part?.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim())
    .filter((part): part is string => Boolean(part))
    .join(SEPARATOR);
  // A long filter (a faculty, a direction and a study form by their full names) is cut, never the day.
  const kept = named.slice(0, NAME_MAX - day.length - SEPARATOR.length).replace(/[\s—,]+$/, '');
  return `${[kept, day].filter(Boolean).join(SEPARATOR)}.${extension}`;
}

/**
 * The Content-Disposition of a download named `name`: an ASCII fallback for old clients and the name
 * itself in UTF-8 (RFC 6266, RFC 5987), so that a Kyrgyz or Russian name arrives intact.
 */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
