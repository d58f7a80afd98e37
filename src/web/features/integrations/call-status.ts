/**
 * The colour of a call's answer in its record: done (2xx) green, refused for what the client sent or holds
 * (4xx; 429, over its limit, too) orange, failed on the server (5xx) red, anything else grey.
 */
export function statusColor(status: number): 'green' | 'orange' | 'red' | 'gray' {
  if (status >= 200 && status < 300) return 'green';
  if (status >= 400 && status < 500) return 'orange';
  if (status >= 500 && status < 600) return 'red';
  return 'gray';
}
