import type { NewIntegrationClient } from '../../contract/integration';
import { Sms, type SmsCode } from '../../contract/sms';
import { AppError, sqlState } from '../core/errors';
import type { Database } from '../db/connection';
import { UNIQUE_VIOLATION } from '../db/duplicates';
import { writeTransaction } from '../db/write';
import { digestOf, newClientKey, newSecret } from './credentials';
import { countFaculties, insertClient, lockedClient, revokeClient } from './queries';

// The administrators' side of the integration clients (decision 0075): register one, revoke one.

export interface IssuedClient {
  idClient: number;
  clientId: string;
  clientSecret: string;
}

/** integrations/create: the client with its credentials; the secret is answered this once, kept as its digest. */
export async function createClient(
  database: Database,
  adminId: number,
  body: NewIntegrationClient,
): Promise<IssuedClient> {
  const facultyIds = body.allFaculties ? [] : [...new Set(body.facultyIds)];
  if (!body.allFaculties && facultyIds.length === 0)
    throw new AppError('VALIDATION', 'integrationFacultiesRequired', { field: 'facultyIds' });
  const clientId = newClientKey();
  const clientSecret = newSecret();
  try {
    const idClient = await writeTransaction(database, adminId, async (tx) => {
      if ((await countFaculties(tx, facultyIds)) !== facultyIds.length)
        throw new AppError('VALIDATION', 'unknownReference', { field: 'facultyIds' });
      return insertClient(tx, {
        name: body.name,
        clientKey: clientId,
        secretHash: digestOf(clientSecret),
        scopes: [...new Set(body.scopes)],
        allFaculties: body.allFaculties,
        facultyIds,
        createdBy: adminId,
      });
    });
    return { idClient, clientId, clientSecret };
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    throw new AppError('VALIDATION', 'integrationClientNameTaken', { name: body.name, field: 'name' });
  }
}

/** integrations/revoke: the client and every token it holds stop; a second revoke is refused, naming it. */
export async function revokeIntegrationClient(
  database: Database,
  adminId: number,
  body: { idClient: number; rowVersion?: number | undefined },
): Promise<[{ sms: SmsCode }]> {
  await writeTransaction(database, adminId, async (tx) => {
    const client = await lockedClient(tx, body.idClient);
    if (!client) throw new AppError('CONFLICT', 'staleRow');
    if (body.rowVersion !== undefined && body.rowVersion !== client.rowVersion)
      throw new AppError('CONFLICT', 'staleRow');
    if (client.revoked) throw new AppError('VALIDATION', 'integrationClientRevoked', { name: client.name });
    await revokeClient(tx, body.idClient);
  });
  return [{ sms: Sms.UPDATED }];
}
