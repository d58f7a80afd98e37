import { afterEach, vi } from 'vitest';

/*
 * Set up before every test file (vitest.config.ts setupFiles). Only the component tests
 * (`*.test.tsx`, `// @vitest-environment happy-dom`) have a window; the other files skip all of it.
 * What happy-dom lacks and Mantine uses, and the page's app-config the server would write.
 */
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  // What lib/config.ts reads (read once, on its first import; without it, it warns and guesses).
  if (!document.querySelector('meta[name="app-config"]')) {
    const meta = document.createElement('meta');
    meta.name = 'app-config';
    meta.content = JSON.stringify({
      basePath: '/',
      apiPrefix: '/api',
      version: 'test',
      timeZone: 'Asia/Bishkek',
    });
    document.head.append(meta);
  }
  // Each test starts on an empty page: what the last one rendered is unmounted.
  const { cleanup } = await import('@testing-library/react');
  const { notifications } = await import('@mantine/notifications');
  afterEach(() => {
    cleanup();
    notifications.clean();
    vi.unstubAllGlobals();
  });
}
