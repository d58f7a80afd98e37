import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, errorStatus } from '../../contract/envelope';
import {
  AppError,
  isDatabaseUnavailable,
  isDataException,
  isKeptByMinistry,
  isPastUniversityIds,
} from '../core/errors';
import { type MessageKey, translate } from '../core/messages';
import { describeValidation, refusedField } from '../core/validation';
import { fieldLabelsOf } from './field-labels';
import { languageOf } from './lang';

/** A success answer: the envelope with data, and an optional sentence for the user. */
export const ok = <T>(data: T, message: string | null = null) => ({ data, error: null, message });

declare module 'fastify' {
  interface FastifyReply {
    /** The envelope code of the failure answered, for the metrics; null on success. */
    failureCode: ErrorCode | null;
  }
}

/**
 * A failure answer; its request id lets the staff and the operator find the request's log lines. A refused
 * field of the payload is named by its path, so that a form shows the message under that field.
 */
export function sendError(reply: FastifyReply, code: ErrorCode, message: string, field?: string) {
  reply.failureCode = code;
  return reply
    .code(errorStatus[code])
    .send({ data: null, error: code, message, requestId: reply.request.id, ...(field ? { field } : {}) });
}

// Fastify's own refusals of what a client sent, mapped to a message the user can read.
const fastifyClientErrors: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
};

/** The one error handler: every failure becomes the envelope; nothing internal leaks out. */
export function registerErrorHandler(app: FastifyInstance) {
  app.decorateReply('failureCode', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = languageOf(request.query);
    if (error instanceof AppError) {
      // A rule's refusal of one field (requiredField) names it as its form labels it, and points at it.
      const { field } = error.params;
      if (typeof field !== 'string') {
        return sendError(reply, error.code, translate(error.messageKey, lang, error.params));
      }
      const label = fieldLabelsOf(request.routeOptions.url)[field]?.[lang] ?? field;
      return sendError(
        reply,
        error.code,
        translate(error.messageKey, lang, { ...error.params, field: label }),
        field,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(
        reply,
        'VALIDATION',
        describeValidation(error.validation, lang, fieldLabelsOf(request.routeOptions.url)),
        refusedField(error.validation),
      );
    }
    const clientErrorKey = error.code ? fastifyClientErrors[error.code] : undefined;
    if (clientErrorKey) return sendError(reply, 'VALIDATION', translate(clientErrorKey, lang));
    if (error.validation) return sendError(reply, 'VALIDATION', translate('badRequest', lang));
    // A value the database cannot take (SQLSTATE class 22), also wrapped by the ORM: the client's, not a 500.
    if (isDataException(error)) return sendError(reply, 'VALIDATION', translate('badRequest', lang));
    if (isKeptByMinistry(error)) return sendError(reply, 'FORBIDDEN', translate('keptByMinistry', lang));
    if (isPastUniversityIds(error)) return sendError(reply, 'CONFLICT', translate('pastUniversityIds', lang));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply, 'UNAVAILABLE', translate('unavailable', lang));
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, 'VALIDATION', translate('badRequest', lang));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 'INTERNAL', translate('internal', lang));
  });
}
