/**
 * The key that made the JSON parser refuse a body which is otherwise valid JSON: `__proto__`, or a
 * `constructor` holding `prototype` (prototype poisoning, refused by Fastify's parser). Undefined when the
 * body is no JSON at all. Walked with a stack, not recursion: the body may nest deeply.
 */
export function forbiddenKeyOf(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const pending: unknown[] = [parsed];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      if (key === '__proto__') return key;
      if (
        key === 'constructor' &&
        typeof child === 'object' &&
        child !== null &&
        Object.hasOwn(child, 'prototype')
      )
        return 'constructor.prototype';
      pending.push(child);
    }
  }
  return undefined;
}
