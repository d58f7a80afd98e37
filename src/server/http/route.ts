import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodArray, type ZodType, z } from 'zod';
import type { Access } from '../../contract/access';
import type { BodyOf, CallDefinition } from '../../contract/call';
import { envelopeSchema, smsRowSchema } from '../../contract/envelope';
import type { Language } from '../../contract/limits';
import { keptByMinistry } from '../../contract/national';
import { sayAttached } from '../core/said';
import type { SignedInUser } from '../core/signed-in-user';
import { inCallScope } from '../db/university-scope';
import { refusalAnswers, refusalStatuses, sessionSecurity } from './answers';
import { languageOf } from './lang';

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
    /** It writes the national classifiers alone (contract/national.ts): the ministry's administrator may too. */
    keptByMinistry?: boolean;
    /** What its answer's `data` is (the contract's schema): the answer proof parses with it. */
    data?: ZodType;
    /** Answers a file when it succeeds (an export), not the envelope. */
    file?: boolean;
    /** The refusals the call declares beyond those its fields imply (contract/call.ts `refuses`). */
    refuses?: readonly number[];
    /** A list call: the tables its cached answers are read from (contract/call-tables.ts publishes them). */
    reads?: readonly string[];
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

/** A file's answer as OpenAPI publishes it: the bytes, typed by their Content-Type (answers.ts). */
const FILE_ANSWER = z
  .string()
  .meta({ format: 'binary', description: 'The file, named by its Content-Disposition' });

/** A write call is one whose answer is the list of sms rows (SPEC §8), or one that says it writes. */
const isWrite = (call: CallDefinition) =>
  call.writes === true ||
  (call.data instanceof ZodArray && (call.data as ZodArray<ZodType>).element === smsRowSchema);

/**
 * Registers one call of the contract: its method and path, its payload schema (validated before the
 * handler runs, also documented in OpenAPI), whether it needs a session, and every answer it can give
 * (answers.ts).
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: (context: CallContext<BodyOf<C>>) => Promise<unknown>,
  list?: { reads: readonly string[] },
) {
  const traits = {
    method: call.method,
    requiresSession: call.requiresSession,
    writes: isWrite(call),
    changesState: call.method !== 'GET' || call.changesState === true,
    body: call.body,
    failureLimited: call.failureLimited === true,
    refuses: call.refuses ?? [],
  };
  app.route({
    method: call.method,
    url: `/${call.path}`,
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    config: {
      requiresSession: call.requiresSession,
      writes: traits.writes,
      changesState: traits.changesState,
      access: call.access ?? (traits.writes ? undefined : 'read'),
      keptByMinistry: keptByMinistry(call.path),
      data: call.data,
      file: call.file === true,
      refuses: traits.refuses,
      ...(list && { reads: list.reads }),
    },
    // The answers are declared, not enforced: the serializer stays JSON.stringify (app.ts), so a
    // refusal's body is exactly what sendError builds.
    schema: {
      summary: call.summary,
      tags: [call.path.split('/')[0] ?? 'api'],
      ...(call.body ? { body: call.body } : {}),
      response: {
        200: call.file ? FILE_ANSWER : envelopeSchema(call.data),
        ...refusalAnswers(refusalStatuses(traits)),
      },
      ...(call.requiresSession ? { security: sessionSecurity } : {}),
    },
    handler: async (request, reply) => {
      const lang = languageOf(request.query);
      const user = request.user as SignedInUser;
      // Everything the call does, and what it leaves running, sees the user's university alone (decision 0071).
      const answer = await inCallScope(user ?? undefined, () =>
        handler({ body: request.body as BodyOf<C>, lang, user, request, reply }),
      );
      // A write's rows may carry a sentence naming the cause (a duplicate's record): it becomes the message.
      return sayAttached(answer, lang);
    },
  });
}
