// Calls this server makes to other services (the licence's time service, the manual site's news): never
// waiting longer than their timeout, never reading more than their size, and remembered for a while so
// that a page load does not wait for them each time.

interface OutboundRequest {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** The whole exchange, the body's last byte included. */
  timeoutMs: number;
  maxBytes: number;
}

/** The JSON another service answers; throws on a timeout, a refusal, a non-2xx status, too large or not JSON. */
export async function fetchJson(url: string, request: OutboundRequest): Promise<unknown> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  const response = await fetch(url, {
    method: request.method ?? 'GET',
    signal,
    redirect: 'error',
    headers: {
      accept: 'application/json',
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`answered ${response.status}`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > request.maxBytes) {
    await response.body.cancel();
    throw new Error('answer too large');
  }
  // Read by chunks so that an endless answer stops at maxBytes; the signal stops a stalled one.
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > request.maxBytes) {
      await reader.cancel();
      throw new Error('answer too large');
    }
    chunks.push(value);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A value loaded on demand and kept for the time its load says (a failure can be kept for less); callers
 * arriving while a load runs share it.
 */
export class Remembered<T> {
  #value: { value: T; until: number } | undefined;
  #loading: Promise<T> | undefined;

  constructor(
    private readonly load: () => Promise<{ value: T; keepMs: number }>,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    if (this.#value && this.now() < this.#value.until) return Promise.resolve(this.#value.value);
    this.#loading ??= this.load()
      .then(({ value, keepMs }) => {
        this.#value = { value, until: this.now() + keepMs };
        return value;
      })
      .finally(() => {
        this.#loading = undefined;
      });
    return this.#loading;
  }
}
