import { HTTP_TIMEOUT_MS } from '../../contract/limits';
import { currentLanguage, i18n } from '../i18n';
import { appConfig } from '../lib/config';
import { ApiError, NO_RESPONSE_STATUS, UNREADABLE_RESPONSE_STATUS } from './errors';
import { belongsToSave, showUnderField } from './saving-form';
import { showToast } from './toast';

/*
 * How the web app talks to the server, without Zod: the sign-in page uses it directly (api/sign-in.ts),
 * every other call goes through api/client.ts, which checks answers with the contract's schemas.
 */

/** Every answer's shape (contract/envelope.ts): data on success, error + message on failure. */
export interface Answer<T> {
  data: T;
  error: string | null;
  message: string | null;
  /** The payload path of the field a 400 refused. */
  field?: string;
}

/** One call: where it goes, and how its answer is checked. */
export interface Endpoint<T> {
  method: 'GET' | 'POST';
  /** Under {apiPrefix}/v1/. */
  path: string;
  /** false for the few calls that answer without a session (login, check). */
  requiresSession: boolean;
  /** The answer as an envelope whose data is valid or null; undefined when it is not one. */
  readEnvelope: (json: unknown) => Answer<T | null> | undefined;
  /** The data of a successful answer; undefined when it is not valid (e.g. null where the call answers rows). */
  readData: (data: T | null) => T | undefined;
}

export interface CallOptions {
  /** false: the caller shows the failure itself (no error toast). */
  notify?: boolean;
}

export interface CallResult<T> {
  data: T;
  /** The server's sentence for the user, if it sent one (e.g. logout). */
  message: string | null;
}

let onSessionExpired: (failure: ApiError) => void = () => {};
let onLicenceRefused: (message: string) => void = () => {};
let onSetupRequired: () => void = () => {};

/** The shell registers what a 403 LICENCE does (SPEC §4, §8: the message, then sign out after 3 s). */
export function setLicenceRefusedHandler(handler: (message: string) => void): void {
  onLicenceRefused = handler;
}

/**
 * The shell registers what a 403 SETUP does (no university yet, decision 0060): the setup page for an
 * administrator, the server's sentence for anyone else, instead of a toast per refused call.
 */
export function setSetupRequiredHandler(handler: () => void): void {
  onSetupRequired = handler;
}

/**
 * The session layer registers what a 401 on a session-bound call does (clear the session, go to login,
 * say why: expired, or SIGNED_OUT on all devices from another one).
 */
export function setSessionExpiredHandler(handler: (failure: ApiError) => void): void {
  onSessionExpired = handler;
}

/** An error toast; `field`: the payload path it is about (the toast goes when a form changes that field). */
export function showError(message: string, field?: string): void {
  // One toast per text: five lists failing at once (the database down) say it once, not five times.
  const id = `error:${message}`;
  showToast({ id, color: 'red', title: i18n.t('errors.title'), message });
  belongsToSave(id, field);
}

/**
 * A failure shown to the user: under the field of the form being saved when the server named one the form
 * shows (no toast then, decision 0036), else as an error toast.
 */
export function showFailure(failure: ApiError): void {
  if (failure.status === 400 && showUnderField(failure.field, failure.message)) return;
  showError(failure.message, failure.field);
}

/** Headers the signed-in app adds to every call (lib/viewed-university.ts: the university a ministry opened). */
let requestHeaders: () => Record<string, string> = () => ({});
export function setRequestHeaders(provider: () => Record<string, string>): void {
  requestHeaders = provider;
}

async function send(endpoint: Pick<Endpoint<unknown>, 'method' | 'path'>, body: unknown): Promise<Response> {
  const url = new URL(`${appConfig.apiPrefix}/v1/${endpoint.path}`, window.location.origin);
  url.searchParams.set('lang', currentLanguage());
  const hasBody = endpoint.method === 'POST' && body !== undefined;
  return fetch(url, {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...requestHeaders(),
    },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
}

/**
 * A failure of the server's own (500, 503) names its request, so that the person can tell the
 * administrator which log lines to read; a refusal of what the person did needs no such thing.
 */
function withReference(message: string, status: number, json: unknown): string {
  const id = (json as { requestId?: unknown } | undefined)?.requestId;
  if (status < 500 || typeof id !== 'string') return message;
  const end = /[.!?]$/.test(message) ? ' ' : '. ';
  return `${message}${end}${i18n.t('errors.reference', { id })}`;
}

const unreadable = () => new ApiError(UNREADABLE_RESPONSE_STATUS, 'UNKNOWN', i18n.t('errors.unknown'));

/** The refusal an answer carries (its envelope), as the ApiError the callers handle. */
function refusalOf(
  endpoint: Pick<Endpoint<unknown>, 'readEnvelope'>,
  response: Response,
  json: unknown,
): ApiError {
  const envelope = endpoint.readEnvelope(json);
  if (!envelope) return unreadable();
  const shown = withReference(envelope.message ?? i18n.t('errors.unknown'), response.status, json);
  return new ApiError(response.status, envelope.error ?? 'UNKNOWN', shown, envelope.field);
}

/** The answer of a call, or the ApiError of no answer at all (network down, server unreachable, the timeout). */
async function answerOf(
  endpoint: Pick<Endpoint<unknown>, 'method' | 'path'>,
  body: unknown,
): Promise<Response> {
  try {
    return await send(endpoint, body);
  } catch {
    throw new ApiError(NO_RESPONSE_STATUS, 'NO_RESPONSE', i18n.t('errors.internet'));
  }
}

async function request<T>(endpoint: Endpoint<T>, body: unknown): Promise<CallResult<T>> {
  const response = await answerOf(endpoint, body);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  const envelope = endpoint.readEnvelope(json);
  if (!envelope) throw unreadable();
  if (envelope.error !== null || !response.ok) throw refusalOf(endpoint, response, json);
  // The envelope's data is valid or null; null is only valid where the call says so.
  const checked = endpoint.readData(envelope.data);
  if (checked === undefined) throw unreadable();
  return { data: checked, message: envelope.message };
}

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  name: string;
}

/** The file name of a Content-Disposition: its UTF-8 form (RFC 5987), else its plain one. */
function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? 'export';
}

async function requestFile(endpoint: Endpoint<unknown>, body: unknown): Promise<DownloadedFile> {
  const response = await answerOf(endpoint, body);
  const disposition = response.headers.get('content-disposition');
  if (response.ok && disposition?.startsWith('attachment'))
    return { blob: await response.blob(), name: fileNameOf(disposition) };
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  throw refusalOf(endpoint, response, json);
}

/**
 * `{apiPrefix}/v1/{path}?lang=…`, JSON, same-origin cookie, 100 s timeout, the answer checked. Failures are
 * shown as toasts and rethrown as ApiError; a 401 on a call that needs a session ends the session (SPEC §4).
 */
export async function callEndpoint<T>(
  endpoint: Endpoint<T>,
  body: unknown,
  options?: CallOptions,
): Promise<CallResult<T>> {
  try {
    return await request(endpoint, body);
  } catch (error) {
    throw handled(endpoint, error, options);
  }
}

/** A call that answers a file (an export): its bytes and name; a refusal is shown as any other call's. */
export async function downloadEndpoint(endpoint: Endpoint<unknown>, body: unknown): Promise<DownloadedFile> {
  try {
    return await requestFile(endpoint, body);
  } catch (error) {
    throw handled(endpoint, error);
  }
}

/** A failure, once shown (or passed to the session or licence handler): what the caller rethrows. */
function handled(
  endpoint: Pick<Endpoint<unknown>, 'requiresSession'>,
  error: unknown,
  options?: CallOptions,
) {
  const failure = error instanceof ApiError ? error : unreadable();
  // auth/login and auth/check answer 401 as a normal "not signed in", never as an expired session.
  if (failure.status === 401 && endpoint.requiresSession) {
    onSessionExpired(failure);
  } else if (failure.code === 'LICENCE') {
    onLicenceRefused(failure.message);
  } else if (failure.code === 'SETUP') {
    onSetupRequired();
  } else if (options?.notify !== false) {
    showFailure(failure);
  }
  return failure;
}
