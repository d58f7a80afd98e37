import type { CallBody, CallData, CallDefinition } from '../../contract/call';
import { envelopeSchema } from '../../contract/envelope';
import { HTTP_TIMEOUT_MS } from '../../contract/limits';
import { appConfig } from '../app/config';
import { currentLanguage, i18n } from '../i18n';
import { ApiError, NO_RESPONSE_STATUS, UNREADABLE_RESPONSE_STATUS } from './errors';
import { showToast } from './toast';

export interface CallOptions {
  /** false: the caller shows the failure itself (no error toast). */
  notify?: boolean;
}

export interface CallResult<T> {
  data: T;
  /** The server's sentence for the user, if it sent one (e.g. logout). */
  message: string | null;
}

type BodyArgs<C> =
  CallBody<C> extends undefined
    ? [body?: undefined, options?: CallOptions]
    : [body: CallBody<C>, options?: CallOptions];

let onSessionExpired: () => void = () => {};

/** The session layer registers what a 401 on a session-bound call does (clear the session, go to login). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

export function showError(message: string): void {
  showToast({ color: 'red', title: i18n.t('errors.title'), message });
}

async function send(call: CallDefinition, body: unknown): Promise<Response> {
  const url = new URL(`${appConfig.apiPrefix}/v1/${call.path}`, window.location.origin);
  url.searchParams.set('lang', currentLanguage());
  const hasBody = call.method === 'POST' && body !== undefined;
  return fetch(url, {
    method: call.method,
    credentials: 'same-origin',
    headers: hasBody
      ? { Accept: 'application/json', 'Content-Type': 'application/json' }
      : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
}

async function request<C extends CallDefinition>(call: C, body: unknown): Promise<CallResult<CallData<C>>> {
  let response: Response;
  try {
    response = await send(call, body);
  } catch {
    // fetch rejects only when no answer arrived: network down, server unreachable, or the timeout.
    throw new ApiError(NO_RESPONSE_STATUS, 'NO_RESPONSE', i18n.t('errors.internet'));
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  const envelope = envelopeSchema(call.data).safeParse(json);
  if (!envelope.success) {
    throw new ApiError(UNREADABLE_RESPONSE_STATUS, 'UNKNOWN', i18n.t('errors.unknown'));
  }
  const { data, error, message } = envelope.data;
  if (error !== null || !response.ok) {
    throw new ApiError(response.status, error ?? 'UNKNOWN', message ?? i18n.t('errors.unknown'));
  }
  // The envelope schema checked the data against the contract; null is only valid where the call says so.
  const checked = call.data.safeParse(data);
  if (!checked.success) {
    throw new ApiError(UNREADABLE_RESPONSE_STATUS, 'UNKNOWN', i18n.t('errors.unknown'));
  }
  return { data: checked.data as CallData<C>, message };
}

/**
 * THE way the web app talks to the server: `{apiPrefix}/v1/{path}?lang=…`, JSON, same-origin cookie,
 * 100 s timeout, envelope checked against the contract. Failures are shown as toasts and rethrown as
 * ApiError; a 401 on a call that needs a session ends the session (SPEC §4).
 */
export async function callApiWithMessage<C extends CallDefinition>(
  call: C,
  ...[body, options]: BodyArgs<C>
): Promise<CallResult<CallData<C>>> {
  try {
    return await request(call, body);
  } catch (error) {
    const failure =
      error instanceof ApiError
        ? error
        : new ApiError(UNREADABLE_RESPONSE_STATUS, 'UNKNOWN', i18n.t('errors.unknown'));
    // auth/login and auth/check answer 401 as a normal "not signed in", never as an expired session.
    if (failure.status === 401 && call.requiresSession) {
      onSessionExpired();
    } else if (options?.notify !== false) {
      showError(failure.message);
    }
    throw failure;
  }
}

/** callApiWithMessage without the message: payload and answer types come from the contract. */
export async function callApi<C extends CallDefinition>(call: C, ...args: BodyArgs<C>): Promise<CallData<C>> {
  return (await callApiWithMessage(call, ...args)).data;
}
