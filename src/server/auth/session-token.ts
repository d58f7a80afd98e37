import { hash, randomBytes } from 'node:crypto';

export const newSessionToken = () => randomBytes(32).toString('base64url');

/** Only this hash is stored, so a copy of the database cannot be used to take over a session. */
export const hashSessionToken = (token: string) => hash('sha256', token, 'hex');
