import { INTEGRATION_TOKEN_SECONDS } from '../../contract/integration';
import type { IntegrationLimits } from '../config';
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
import { callCounter } from './limits';
import { findClientOfKey, insertToken } from './queries';

// OAuth2's client credentials grant (RFC 6749 §4.4) for {prefix}/integration/v1/token: the client named by
// HTTP Basic or by client_id and client_secret in the form. The answers and refusals are RFC 6749's own
// (§5.1, §5.2); the route sends them uncached. A known client_id's requests are counted before its secret
// is checked (decision 0076): over the limit, a 429 problem, the secret unchecked and nothing changed.

type OAuthError = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope';

export type TokenAnswer =
  | {
      status: 200;
      body: { access_token: string; token_type: 'Bearer'; expires_in: number; scope: string };
    }
  | {
      status: 400 | 401;
      body: { error: OAuthError; error_description: string };
      /** The client was named by HTTP Basic: a 401 challenges it again (RFC 6749 §5.2). */
      basicChallenge: boolean;
    };

/** A client_id longer than this names no client: it is not looked up. */
const CLIENT_ID_MAX_LENGTH = 64;

const refusal = (error: OAuthError, description: string, basic = false): TokenAnswer => ({
  status: error === 'invalid_client' ? 401 : 400,
  body: { error, error_description: description },
  basicChallenge: error === 'invalid_client' && basic,
});

const field = (form: unknown, name: string): string | undefined => {
  const value = (form as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The token endpoint of a database: a request's Authorization header and form in, its answer out; `named`
 * hears of the client a known client_id names, before its limit is counted (the record of its calls).
 */
export function tokenIssuer(database: Database, limits: IntegrationLimits) {
  const findClient = findClientOfKey(database);
  const count = callCounter(database, limits);
  return async (
    authorization: string | undefined,
    form: unknown,
    named?: (clientId: number) => void,
  ): Promise<TokenAnswer> => {
    const basic = basicClient(authorization);
    const postedKey = field(form, 'client_id');
    if (basic && postedKey !== undefined)
      return refusal('invalid_request', 'Authenticate the client one way: HTTP Basic or the form, not both');
    const grant = field(form, 'grant_type');
    if (grant === undefined) return refusal('invalid_request', 'grant_type is required');
    if (grant !== 'client_credentials')
      return refusal('unsupported_grant_type', 'Only client_credentials is granted');
    const presented: PresentedClient | undefined =
      basic ??
      (postedKey === undefined ? undefined : { key: postedKey, secret: field(form, 'client_secret') ?? '' });
    const [client] =
      presented && presented.key.length <= CLIENT_ID_MAX_LENGTH ? await findClient([presented.key]) : [];
    if (client) {
      named?.(client.clientId);
      await count(client.clientId, 'token');
    }
    // The same refusal for an unknown client, a wrong secret and a revoked client.
    if (!presented || !client || client.revoked || !secretMatches(presented.secret, client.secretHash))
      return refusal('invalid_client', 'The client is unknown, revoked, or its secret is wrong', !!basic);
    const scopes = grantedScopes(field(form, 'scope'), client.scopes);
    if (!scopes) return refusal('invalid_scope', 'A scope asked for is not the client’s');
    const token = newSecret();
    await inUniversity(client.universityId, () =>
      database.orm.transaction(async (tx) => {
        await settleTransaction(tx);
        await insertToken(tx, {
          clientId: client.clientId,
          hash: digestOf(token),
          scopes,
          seconds: INTEGRATION_TOKEN_SECONDS,
          keepAtMost: limits.tokensPerClient,
        });
      }),
    );
    return {
      status: 200,
      body: {
        access_token: token,
        token_type: 'Bearer',
        expires_in: INTEGRATION_TOKEN_SECONDS,
        scope: scopes.join(' '),
      },
    };
  };
}
