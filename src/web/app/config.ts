import { z } from 'zod';
import { APP_VERSION } from '../../contract/limits';

/**
 * What the server tells the page about where it lives. The server fills the `app-config` meta tag of
 * index.html per request (BASE_PATH and API_PREFIX are deployment settings, not build settings), so one
 * build serves any base path.
 */
const appConfigSchema = z.object({
  /** Leading and trailing slash: '/' or '/uni/'. */
  basePath: z.string().regex(/^\/(.*\/)?$/),
  /** Leading slash, no trailing slash: '/api'. */
  apiPrefix: z.string().regex(/^\/.*[^/]$/),
  version: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

function readAppConfig(): AppConfig {
  const content = document.querySelector('meta[name="app-config"]')?.getAttribute('content') ?? '';
  try {
    const parsed = appConfigSchema.safeParse(JSON.parse(content));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: the page was served without the server's substitution (e.g. `vite preview`).
  }
  // The <base href> the server wrote is the next best source of the base path.
  const basePath = new URL(document.baseURI).pathname.replace(/[^/]*$/, '');
  console.warn('app-config meta tag missing or invalid; using defaults');
  return { basePath, apiPrefix: '/api', version: APP_VERSION };
}

export const appConfig: AppConfig = readAppConfig();

/** react-router's basename: the base path without its trailing slash ('' stands for the root). */
export const routerBasename = appConfig.basePath.replace(/\/$/, '') || '/';

/**
 * The per-request CSP nonce. Vite's `html.cspNonce` puts it on `<meta property="csp-nonce">`; browsers
 * hide nonce attributes from getAttribute once parsed, so the `nonce` property is read first.
 */
export function readCspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  return nonce && !nonce.startsWith('__') ? nonce : undefined;
}
