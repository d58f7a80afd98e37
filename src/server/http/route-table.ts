import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { Access } from '../../contract/access';

/** One route the server answers, as registered: what the route-table proofs iterate over. */
export interface RouteEntry {
  method: string;
  url: string;
  requiresSession: boolean;
  /** Answers sms rows: a write that must leave exactly one audit row per changed row. */
  writes: boolean;
  /** Refused from another site (origin.ts): a POST, or a GET that changes something. */
  changesState: boolean;
  /** Who may make it; undefined on a write call that declares no rule (administrators only). */
  access: Access | undefined;
  body: ZodType | undefined;
  /** The contract's schema of the answer's `data`; undefined on a route that is no call (probes, docs). */
  data: ZodType | undefined;
  /** Answers a file when it succeeds (an export), not the envelope. */
  file: boolean;
  /** The refusals the call declares beyond those its fields imply (contract/call.ts `refuses`). */
  refuses: readonly number[];
  /** A list call: the tables its answers are read from (its ListRead's), which the contract publishes. */
  reads: readonly string[] | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/** Records every route registered after this call, so tests enumerate the real table, not a list of their own. */
export function recordRoutes(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        requiresSession: route.config?.requiresSession !== false,
        writes: route.config?.writes === true,
        changesState: method !== 'GET' || route.config?.changesState === true,
        access: route.config?.access,
        body: (route.schema?.body as ZodType | undefined) ?? undefined,
        data: route.config?.data,
        file: route.config?.file === true,
        refuses: route.config?.refuses ?? [],
        reads: route.config?.reads,
      });
    }
  });
}
