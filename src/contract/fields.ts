import { z } from 'zod';

// PostgreSQL text cannot hold U+0000; refusing it here gives a 400 naming the field instead of a
// database error.
const NUL = String.fromCharCode(0);

/** A bounded string without NUL characters. */
export const text = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .refine((value) => !value.includes(NUL), { message: 'contains a NUL character' });

/** A database id: a positive 32-bit integer. */
export const id = () => z.number().int().positive().max(2_147_483_647);
