import type { Language } from '../../contract/limits';
import { type MessageKey, translate } from './messages';

/** A sentence to say about an answer, in the request's language once the call answers. */
export interface Said {
  key: MessageKey;
  params: Record<string, string | number>;
}

// The sentence a write's answer carries (whom a duplicate clashes with, why a switch was refused),
// kept beside the answer's rows: the rows stay SPEC's shape, and no handler passes the language down.
const saidOfAnswer = new WeakMap<object, Said>();

/** Attaches a sentence to an answer (its sms rows); registerCall puts it in the envelope's message. */
export function withSaid<T extends object>(answer: T, said: Said | undefined): T {
  if (said) saidOfAnswer.set(answer, said);
  return answer;
}

/**
 * An envelope whose data carries a sentence and whose message is empty gets the sentence as its
 * message, in the request's language (decision 0035); anything else is answered as it is.
 */
export function sayAttached(answer: unknown, lang: Language): unknown {
  if (typeof answer !== 'object' || answer === null || !('data' in answer) || !('message' in answer))
    return answer;
  const { data, message } = answer as { data: unknown; message: unknown };
  const said = typeof data === 'object' && data !== null ? saidOfAnswer.get(data) : undefined;
  if (!said || message !== null) return answer;
  return { ...answer, message: translate(said.key, lang, said.params) };
}
