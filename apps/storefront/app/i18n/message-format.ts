/**
 * The part of ICU MessageFormat the shop's catalogues use: plain text with ICU's apostrophe quoting,
 * `{name}`, `{name, number}` and `{name, plural, ...}` (with `offset:`, `=N` cases and `#`). It gives
 * the same text as react-intl did for every message of every catalogue (message-format.test.ts checks
 * that against intl-messageformat), at a tenth of the code a first visit downloads. Anything else
 * (select, dates, styles, rich-text tags) is refused when the message is first used, so a new message
 * that needs more is caught by that test rather than shown wrong.
 */

type Node = string | { arg: string } | { num: string } | { plural: string; offset: number; cases: Record<string, Node[]> } | typeof POUND;

/** Where `#` in a plural case stands for the (offset) count. */
const POUND = 0;

export type Compiled = Node[];
export type Values = Record<string, unknown>;

// ICU's own notions of white space and of an argument name.
const WHITE = /[\t-\r \u0085\u200E\u200F\u2028\u2029]/;
const IDENTIFIER = /[^\p{White_Space}\p{Pattern_Syntax}]*/uy;

class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  parse(): Compiled {
    const nodes = this.message(0, false);
    if (this.at < this.text.length) this.fail('unexpected "}"');
    return nodes;
  }

  private fail(reason: string): never {
    throw new SyntaxError(`${reason} at ${this.at} in "${this.text}"`);
  }

  private message(depth: number, inPlural: boolean): Node[] {
    const nodes: Node[] = [];
    let literal = '';
    const flush = () => {
      if (literal) nodes.push(literal);
      literal = '';
    };
    while (this.at < this.text.length) {
      const ch = this.text[this.at]!;
      if (ch === '{') {
        flush();
        nodes.push(this.argument(depth));
      } else if (ch === '}' && depth > 0) {
        break;
      } else if (ch === '#' && inPlural) {
        flush();
        nodes.push(POUND);
        this.at += 1;
      } else if (ch === '<' && /[a-z/]/i.test(this.text[this.at + 1] ?? '')) {
        this.fail('rich-text tags are not supported');
      } else if (ch === "'") {
        literal += this.quoted(inPlural);
      } else {
        literal += ch;
        this.at += 1;
      }
    }
    flush();
    return nodes;
  }

  /** ICU quoting: `''` is one apostrophe; an apostrophe before a special character quotes up to the next lone apostrophe; any other is itself. */
  private quoted(inPlural: boolean): string {
    const next = this.text[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (next === undefined || !('{}<>'.includes(next) || (next === '#' && inPlural))) {
      this.at += 1;
      return "'";
    }
    this.at += 1;
    let out = '';
    while (this.at < this.text.length) {
      const ch = this.text[this.at]!;
      if (ch === "'") {
        if (this.text[this.at + 1] === "'") {
          out += "'";
          this.at += 2;
          continue;
        }
        this.at += 1;
        return out;
      }
      out += ch;
      this.at += 1;
    }
    return out;
  }

  private space(): void {
    while (this.at < this.text.length && WHITE.test(this.text[this.at]!)) this.at += 1;
  }

  private identifier(): string {
    IDENTIFIER.lastIndex = this.at;
    const found = IDENTIFIER.exec(this.text)?.[0] ?? '';
    this.at += found.length;
    return found;
  }

  private expect(ch: string): void {
    if (this.text[this.at] !== ch) this.fail(`expected "${ch}"`);
    this.at += 1;
  }

  private argument(depth: number): Node {
    this.at += 1;
    this.space();
    const name = this.identifier();
    if (!name) this.fail('expected an argument name');
    this.space();
    if (this.text[this.at] === '}') {
      this.at += 1;
      return { arg: name };
    }
    this.expect(',');
    this.space();
    const kind = this.identifier();
    this.space();
    if (kind === 'number') {
      this.expect('}');
      return { num: name };
    }
    if (kind !== 'plural') this.fail(`"${kind}" arguments are not supported`);
    this.expect(',');
    this.space();
    let offset = 0;
    let selector = this.selector();
    if (selector === 'offset') {
      this.expect(':');
      this.space();
      const digits = /\d+/y;
      digits.lastIndex = this.at;
      const found = digits.exec(this.text)?.[0];
      if (!found) this.fail('expected an offset');
      this.at += found.length;
      offset = Number(found);
      this.space();
      selector = this.selector();
    }
    const cases: Record<string, Node[]> = {};
    while (selector) {
      this.space();
      this.expect('{');
      cases[selector] = this.message(depth + 1, true);
      this.expect('}');
      this.space();
      selector = this.selector();
    }
    if (!cases.other) this.fail('a plural needs an "other" case');
    this.expect('}');
    return { plural: name, offset, cases };
  }

  private selector(): string {
    if (this.text[this.at] === '=') {
      const exact = /=-?\d+(\.\d+)?/y;
      exact.lastIndex = this.at;
      const found = exact.exec(this.text)?.[0];
      if (!found) this.fail('expected a number after "="');
      this.at += found.length;
      return found;
    }
    return this.identifier();
  }
}

/** Parses a message once; throws a SyntaxError naming what it cannot handle. */
export function compileMessage(text: string): Compiled {
  return new Parser(text).parse();
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let found = numberFormats.get(locale);
  if (!found) numberFormats.set(locale, (found = new Intl.NumberFormat(locale)));
  return found;
}

function pluralRule(locale: string): Intl.PluralRules {
  let found = pluralRules.get(locale);
  if (!found) pluralRules.set(locale, (found = new Intl.PluralRules(locale)));
  return found;
}

/** A missing value makes the whole message fail, as in intl-messageformat, so the caller can fall back. */
function valueOf(values: Values | undefined, name: string): unknown {
  if (!values || !(name in values)) throw new RangeError(`no value for "${name}"`);
  return values[name];
}

function render(nodes: Compiled, locale: string, values: Values | undefined, count: number | undefined): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if (node === POUND) out += count === undefined ? '' : numberFormat(locale).format(count);
    else if ('arg' in node) {
      const value = valueOf(values, node.arg);
      // Empty values (undefined, null, false, 0 as written by callers) print as intl-messageformat prints them.
      out += typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : value ? String(value) : '';
    } else if ('num' in node) out += numberFormat(locale).format(valueOf(values, node.num) as number);
    else {
      const value = Number(valueOf(values, node.plural));
      const chosen = node.cases[`=${value}`] ?? node.cases[pluralRule(locale).select(value - node.offset)] ?? node.cases.other!;
      out += render(chosen, locale, values, value - node.offset);
    }
  }
  return out;
}

/** The message's text for these values in the locale's number and plural rules. */
export function formatCompiled(message: Compiled, locale: string, values?: Values): string {
  return render(message, locale, values, undefined);
}
