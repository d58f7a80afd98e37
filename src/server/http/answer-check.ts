import { type ZodType, z } from 'zod';
import type { CallDefinition } from '../../contract/call';

// The contract's objects strip unknown keys when a client parses them, so a renamed SQL alias ("p24-1"
// for "p24_1") would be both a missing key and an ignored extra one. The server checks its answers
// against a strict copy of the schema (decision 0039): every object of it refuses keys it does not name.

type Def = Record<string, unknown> & { type: string };
type Wrapped = ZodType & { _zod: { def: Def }; clone(def: Def): ZodType };

const strictCopies = new WeakMap<ZodType, ZodType>();

/** The schema with every object in it, at any depth, refusing unknown keys; built once per schema. */
export function strictly<T extends ZodType>(schema: T): T {
  let copy = strictCopies.get(schema);
  if (!copy) {
    copy = strictCopyOf(schema as unknown as Wrapped);
    strictCopies.set(schema, copy);
  }
  return copy as T;
}

function strictCopyOf(schema: Wrapped): ZodType {
  const def = schema._zod.def;
  const inner = (key: string) => strictly(def[key] as ZodType);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape as Record<string, ZodType>).map(([key, field]) => [key, strictly(field)]),
      );
      return schema.clone({ ...def, shape, catchall: z.never() });
    }
    case 'array':
      return schema.clone({ ...def, element: inner('element') });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return schema.clone({ ...def, innerType: inner('innerType') });
    case 'union':
      return schema.clone({ ...def, options: (def.options as ZodType[]).map((option) => strictly(option)) });
    case 'record':
      return schema.clone({ ...def, valueType: inner('valueType') });
    case 'pipe':
      // What goes on the wire is the pipe's input (a transform's source).
      return schema.clone({ ...def, in: inner('in') });
    default:
      // Scalars; and intersections, whose sides name each other's keys, stay as declared.
      return schema;
  }
}

// A long list fails the same way on every row: the first few distinct issues say what drifted.
const MAX_ISSUES = 5;

/** An answer that is not what its call's contract declares: a fault of the server, never of the client. */
export class AnswerMismatch extends Error {
  constructor(
    readonly path: string,
    issues: readonly z.core.$ZodIssue[],
  ) {
    // Keys and expectations only: the log never holds a value of a row (http/logging.ts).
    const described = [
      ...new Set(
        issues.map((issue) => {
          const where = issue.path
            .map((key) => (typeof key === 'number' ? '[n]' : `.${String(key)}`))
            .join('');
          const keys = issue.code === 'unrecognized_keys' ? ` ${issue.keys.join(', ')}` : '';
          return `${where || '(answer)'}: ${issue.code}${keys}${issue.code === 'invalid_type' ? ` (expected ${issue.expected})` : ''}`;
        }),
      ),
    ];
    super(
      `The answer of ${path} does not match its contract: ${described.slice(0, MAX_ISSUES).join('; ')}` +
        (described.length > MAX_ISSUES ? ` (and ${described.length - MAX_ISSUES} more)` : ''),
    );
  }
}

/** Throws AnswerMismatch unless `data` is exactly what the call's `data` schema declares (no extra key). */
export function checkAnswer(call: Pick<CallDefinition, 'path' | 'data'>, data: unknown): void {
  const result = strictly(call.data).safeParse(data);
  if (!result.success) throw new AnswerMismatch(call.path, result.error.issues);
}
