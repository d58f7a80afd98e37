// The host names this server answers (ALLOWED_HOSTS): http/hosts.ts refuses any other, and a news link
// to one of them is a link to this application (wiki/rules.ts).

/** The host name of a Host header value: without the port, lower case; '[::1]' keeps its brackets. */
export function hostNameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (name ?? '').toLowerCase();
}

export function isAllowedHost(name: string, allowed: readonly string[]): boolean {
  return allowed.some(
    (entry) => entry === '*' || entry === name || (entry.startsWith('.') && name.endsWith(entry)),
  );
}
