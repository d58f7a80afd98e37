import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodArray, type ZodType, type z } from 'zod';
import type { Access } from '../../contract/access';
import type { CallDefinition } from '../../contract/call';
import { envelopeSchema, smsRowSchema } from '../../contract/envelope';
import type { Language } from '../../contract/limits';
import type { Sessions, SignedInUser } from '../auth/sessions';
import type { Config } from '../config';
import { sayAttached } from '../core/said';
import type { Database } from '../db/connection';
import type { CurrentLicence } from '../licence/current';
import { languageOf } from './lang';
import type { ListAnswers } from './list-answers';

declare module 'fastify' {
  interface FastifyRequest {
    user?: SignedInUser;
  }
  interface FastifyContextConfig {
    requiresSession?: boolean;
    /** Answered whatever the Host: it tells nothing a page elsewhere could use (the probes). */
    anyHost?: boolean;
    /** The call writes and answers the sms rows of SPEC §8. */
    writes?: boolean;
    /** Refused from another site (http/origin.ts): every POST, and a GET that changes something. */
    changesState?: boolean;
    /** Who may make it (contract/access.ts); undefined on a write call: administrators only. */
    access?: Access;
  }
}

export interface CallContext<Body> {
  body: Body;
  lang: Language;
  /** Set on every call that requires a session (the guard has run). */
  user: SignedInUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface Services {
  config: Config;
  database: Database;
  /** The signed-in sessions this process has looked up (decision 0009). */
  sessions: Sessions;
  /** The cached answers of the list calls (decision 0009). */
  lists: ListAnswers;
  /** The software licence in force and its verdict, judged in memory (decision 0023). */
  licence: CurrentLicence;
}

/** A write call is one whose answer is the list of sms rows (SPEC §8), or one that says it writes. */
const isWrite = (call: CallDefinition) =>
  call.writes === true ||
  (call.data instanceof ZodArray && (call.data as ZodArray<ZodType>).element === smsRowSchema);

export type BodyOf<C> =
  C extends CallDefinition<infer B, z.ZodType> ? (B extends z.ZodType ? z.output<B> : undefined) : never;

/**
 * Registers one call of the contract: its method and path, its payload schema (validated before the
 * handler runs, also documented in OpenAPI), and whether it needs a session.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: (context: CallContext<BodyOf<C>>) => Promise<unknown>,
) {
  app.route({
    method: call.method,
    url: `/${call.path}`,
    config: {
      requiresSession: call.requiresSession,
      writes: isWrite(call),
      changesState: call.method !== 'GET' || call.changesState === true,
      access: call.access ?? (isWrite(call) ? undefined : 'read'),
    },
    schema: {
      summary: call.summary,
      tags: [call.path.split('/')[0] ?? 'api'],
      ...(call.body ? { body: call.body } : {}),
      response: { 200: envelopeSchema(call.data) },
    },
    handler: async (request, reply) => {
      const lang = languageOf(request.query);
      const answer = await handler({
        body: request.body as BodyOf<C>,
        lang,
        user: request.user as SignedInUser,
        request,
        reply,
      });
      // A write's rows may carry a sentence naming the cause (a duplicate's record): it becomes the message.
      return sayAttached(answer, lang);
    },
  });
}
