import type { FastifyReply, FastifyRequest } from 'fastify';
import { INTEGRATION_TOKEN_SECONDS } from '../../contract/integration';
import type { Database } from '../db/connection';
import { settleTransaction } from '../db/sql';
import { inUniversity } from '../db/university-scope';
import {
  basicClient,
  digestOf,
  grantedScopes,
  newSecret,
  type PresentedClient,
  secretMatches,
} from './credentials';
import { findClientOfKey, insertToken } from './queries';

// POST {prefix}/integration/v1/token: OAuth2's client credentials grant (RFC 6749 §4.4), the client named by
// HTTP Basic or by client_id and client_secret in the form. The answers and refusals are RFC 6749's own
// (§5.1, §5.2), never cached.

type OAuthError = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope';

/** A client_id longer than this names no client: it is not looked up. */
const CLIENT_ID_MAX_LENGTH = 64;

function refuse(reply: FastifyReply, error: OAuthError, description: string, basic = false) {
  if (error === 'invalid_client' && basic)
    reply.header('www-authenticate', 'Basic realm="academic-integration"');
  return reply.code(error === 'invalid_client' ? 401 : 400).send({ error, error_description: description });
}

const field = (form: unknown, name: string): string | undefined => {
  const value = (form as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

export function tokenEndpoint(database: Database) {
  const findClient = findClientOfKey(database);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const form = request.body;
    const basic = basicClient(request.headers.authorization);
    const postedKey = field(form, 'client_id');
    if (basic && postedKey !== undefined)
      return refuse(
        reply,
        'invalid_request',
        'Authenticate the client one way: HTTP Basic or the form, not both',
      );
    const grant = field(form, 'grant_type');
    if (grant === undefined) return refuse(reply, 'invalid_request', 'grant_type is required');
    if (grant !== 'client_credentials')
      return refuse(reply, 'unsupported_grant_type', 'Only client_credentials is granted');
    const presented: PresentedClient | undefined =
      basic ??
      (postedKey === undefined ? undefined : { key: postedKey, secret: field(form, 'client_secret') ?? '' });
    const [client] =
      presented && presented.key.length <= CLIENT_ID_MAX_LENGTH ? await findClient([presented.key]) : [];
    // The same refusal for an unknown client, a wrong secret and a revoked client.
    if (!presented || !client || client.revoked || !secretMatches(presented.secret, client.secretHash))
      return refuse(
        reply,
        'invalid_client',
        'The client is unknown, revoked, or its secret is wrong',
        !!basic,
      );
    const scopes = grantedScopes(field(form, 'scope'), client.scopes);
    if (!scopes) return refuse(reply, 'invalid_scope', 'A scope asked for is not the client’s');
    const token = newSecret();
    await inUniversity(client.universityId, () =>
      database.orm.transaction(async (tx) => {
        await settleTransaction(tx);
        await insertToken(tx, {
          clientId: client.clientId,
          hash: digestOf(token),
          scopes,
          seconds: INTEGRATION_TOKEN_SECONDS,
        });
      }),
    );
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: INTEGRATION_TOKEN_SECONDS,
      scope: scopes.join(' '),
    };
  };
}
