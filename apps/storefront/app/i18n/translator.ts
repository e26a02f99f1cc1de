import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

/** A catalogue's messages: ICU texts as written, or (in a built shop) their compiled syntax trees. */
export type CompiledMessages = Record<string, string | MessageFormatElement[]>;
export type Values = Record<string, string | number | boolean | null | undefined | Date>;

export interface MessageDescriptor {
  id: string;
  /** Text used when the catalogue has no such message (e.g. a payment method the shop has no name for). */
  defaultMessage?: string;
}

/** Formats one locale's messages. */
export interface Translator {
  readonly locale: string;
  /** Whether the catalogue has a message of this id. */
  has(id: string): boolean;
  formatMessage(descriptor: MessageDescriptor, values?: Values): string;
}

/**
 * A translator over a catalogue, formatting with intl-messageformat (formatjs's ICU formatter, the one
 * react-intl formats with) and keeping each message's formatter for the next call. The fallbacks are
 * react-intl's: a missing message shows its default text or else its id, and a message that cannot be
 * formatted (a value missing) shows the default text, or else the message as written, or else the id.
 */
export function createTranslator(locale: string, messages: CompiledMessages | undefined): Translator {
  const formatters = new Map<string | MessageFormatElement[], IntlMessageFormat | null>();
  const attempt = (message: string | MessageFormatElement[], values?: Values): string | undefined => {
    let formatter = formatters.get(message);
    if (formatter === undefined) {
      try {
        formatter = new IntlMessageFormat(message, locale);
      } catch {
        // Unreadable text, or a text where the built shop has no parser (only compiled messages there).
        formatter = null;
      }
      formatters.set(message, formatter);
    }
    if (!formatter) return undefined;
    try {
      return String(formatter.format(values as Record<string, string | number | boolean | Date | null | undefined>));
    } catch {
      return undefined;
    }
  };
  return {
    locale,
    has: (id) => messages !== undefined && Object.hasOwn(messages, id),
    formatMessage({ id, defaultMessage }, values) {
      const message = messages && Object.hasOwn(messages, id) ? messages[id] : undefined;
      if (message) {
        const done = attempt(message, values);
        if (done !== undefined) return done;
      }
      if (defaultMessage) return attempt(defaultMessage, values) ?? defaultMessage;
      return typeof message === 'string' && message ? message : id;
    },
  };
}
