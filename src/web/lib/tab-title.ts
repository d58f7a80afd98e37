import { useEffect } from 'react';

/**
 * The browser tab's title (SPEC §1): the short Russian abbreviation plus '1', as index.html has it before
 * the app loads; the same in every language (SPEC names the Russian one), followed by the page's name in
 * the interface language ("АИС1 · Направления").
 */
const TAB_TITLE = 'АИС1';

/** The tab's title for a page of this name; the bare abbreviation without one. */
const tabTitleOf = (name?: string): string => (name ? `${TAB_TITLE} · ${name}` : TAB_TITLE);

/** Keeps the tab's title on this page's name while the page is shown (and on its new name after a switch). */
export function useTabTitle(name?: string): void {
  useEffect(() => {
    document.title = tabTitleOf(name);
  }, [name]);
}
