import { compileMessage, formatCompiled, type Compiled, type Values } from './message-format.ts';

export interface MessageDescriptor {
  id: string;
  /** Text used when the catalogue has no such message (e.g. a payment method the shop has no name for). */
  defaultMessage?: string;
}

/** Formats one locale's messages; the server keeps one per locale, the browser one per rendered catalogue. */
export interface Translator {
  readonly locale: string;
  formatMessage(descriptor: MessageDescriptor, values?: Values): string;
}

/**
 * A translator over a catalogue, compiling each message on first use. The fallbacks are react-intl's:
 * a missing message shows its default text or else its id, and a message that cannot be formatted
 * (a value missing) shows the default text formatted, or else the message as written.
 */
export function createTranslator(locale: string, messages: Record<string, string> | undefined): Translator {
  const compiled = new Map<string, Compiled | Error>();
  const compile = (text: string): Compiled | Error => {
    let found = compiled.get(text);
    if (!found) {
      try {
        found = compileMessage(text);
      } catch (error) {
        found = error as Error;
      }
      compiled.set(text, found);
    }
    return found;
  };
  const attempt = (text: string, values?: Values): string | undefined => {
    const message = compile(text);
    if (message instanceof Error) return undefined;
    try {
      return formatCompiled(message, locale, values);
    } catch {
      return undefined;
    }
  };
  return {
    locale,
    formatMessage({ id, defaultMessage }, values) {
      const text = messages && Object.hasOwn(messages, id) ? messages[id] : undefined;
      if (text) {
        const done = attempt(text, values);
        if (done !== undefined) return done;
      }
      if (defaultMessage) return attempt(defaultMessage, values) ?? defaultMessage;
      return text || id;
    },
  };
}
