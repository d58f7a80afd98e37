import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a proxy may pass in (nginx's $request_id is 32 hex digits): short, and safe in a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Every request's id, in every log line of it, in its error envelope and in its X-Request-Id answer
 * header. A proxy's well-formed X-Request-Id is kept, so that one id follows a request through nginx
 * and the app; otherwise this process's random tag and a counter: unique across the processes behind
 * one load balancer and across restarts, and cheaper than a random id per request.
 */
export function requestIds(): (request: IncomingMessage) => string {
  // Hex and a dot: no hyphen, where a toast would break the id over two lines.
  const tag = randomBytes(4).toString('hex');
  let counter = 0;
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given === 'string' && WELL_FORMED.test(given)) return given;
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    return `${tag}.${counter.toString(36)}`;
  };
}
