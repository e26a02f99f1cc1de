import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { messagesFor } from './messages.server.ts';

const APP = join(import.meta.dirname, '..');
const LOCALES = ['sv-SE', 'de-DE', 'it-IT'] as const;

/** The shared catalogue folder and every feature's messages folder. */
function catalogueDirs(): string[] {
  const features = join(APP, 'features');
  const featureDirs = readdirSync(features)
    .map((name) => join(features, name, 'messages'))
    .filter((dir) => existsSync(dir));
  return [join(APP, 'i18n', 'messages'), ...featureDirs];
}

function read(dir: string, locale: string): Record<string, string> {
  const file = join(dir, `${locale}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** Names of the ICU arguments a message uses ({name}, {count, plural, ...}), so translations keep every placeholder. */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        names.add(el.value);
        for (const opt of Object.values(el.options)) walk(opt.value);
      }
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe.each(catalogueDirs().map((dir) => [dir.slice(APP.length + 1), dir]))('catalogue %s', (_name, dir) => {
  const sv = read(dir, 'sv-SE');

  it.each(['de-DE', 'it-IT'])('%s has exactly the Swedish keys', (locale) => {
    expect(Object.keys(read(dir, locale)).sort()).toEqual(Object.keys(sv).sort());
  });

  it.each(LOCALES)('%s messages are valid ICU with the Swedish placeholders and no empty texts', (locale) => {
    const messages = read(dir, locale);
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(argumentNames(text), `${locale} ${key}`).toEqual(argumentNames(sv[key] ?? text));
    }
  });
});

describe('messagesFor', () => {
  it('sends only the active store language, German and Italian are translated rather than Swedish fallbacks', () => {
    const sv = messagesFor('sv-SE');
    const de = messagesFor('de-DE');
    const it_ = messagesFor('it-IT');
    expect(de['product.addToCart']).toBe('In den Warenkorb');
    expect(it_['product.addToCart']).toBe('Aggiungi al carrello');
    expect(sv['product.addToCart']).toBe('Lägg i varukorgen');
    expect(Object.keys(de).sort()).toEqual(Object.keys(sv).sort());
    // Identical texts in all three languages are fine only for names, codes and pure formats;
    // anything else identical means a catalogue fell back to Swedish.
    const sameEverywhere = new Set([
      'layout.footer.copyright',
      'event.venueCity',
      'notification.ok',
      'listing.ok',
      'checkout.cvc',
      'cartEdit.option',
      'cms.meta.title',
      'places.embed.title',
    ]);
    const same = Object.keys(sv).filter((k) => de[k] === sv[k] && it_[k] === sv[k] && !sameEverywhere.has(k));
    expect(same).toEqual([]);
  });
});
