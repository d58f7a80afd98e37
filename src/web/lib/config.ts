import { APP_VERSION, DEFAULT_TIME_ZONE } from '../../contract/limits';

/**
 * What the server tells the page about where it lives. The server fills the `app-config` meta tag of
 * index.html per request (BASE_PATH and API_PREFIX are deployment settings, not build settings), so one
 * build serves any base path. Checked by hand rather than with zod: this runs on the sign-in page, which
 * loads without zod (docs/decisions/0008-sign-in-page-weight.md).
 */
interface AppConfig {
  /** Leading and trailing slash: '/' or '/uni/'. */
  basePath: string;
  /** Leading slash, no trailing slash: '/api'. */
  apiPrefix: string;
  version: string;
  /** The university's time zone (LICENCE_TIME_ZONE): the audit log's times are shown in it. */
  timeZone: string;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The zone when the browser knows it, else the default (a wrong zone must not stop the page). */
function knownZone(zone: unknown): string {
  if (!isString(zone) || zone === '') return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

function parseAppConfig(value: unknown): AppConfig | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { basePath, apiPrefix, version, timeZone } = value as Record<string, unknown>;
  if (!isString(basePath) || !/^\/(.*\/)?$/.test(basePath)) return undefined;
  if (!isString(apiPrefix) || !/^\/.*[^/]$/.test(apiPrefix)) return undefined;
  if (!isString(version)) return undefined;
  return { basePath, apiPrefix, version, timeZone: knownZone(timeZone) };
}

function readAppConfig(): AppConfig {
  const content = document.querySelector('meta[name="app-config"]')?.getAttribute('content') ?? '';
  try {
    const parsed = parseAppConfig(JSON.parse(content));
    if (parsed) return parsed;
  } catch {
    // Not JSON: the page was served without the server's substitution (e.g. `vite preview`).
  }
  // The <base href> the server wrote is the next best source of the base path.
  const basePath = new URL(document.baseURI).pathname.replace(/[^/]*$/, '');
  console.warn('app-config meta tag missing or invalid; using defaults');
  return { basePath, apiPrefix: '/api', version: APP_VERSION, timeZone: DEFAULT_TIME_ZONE };
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
