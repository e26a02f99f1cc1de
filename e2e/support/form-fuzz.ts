import fc from 'fast-check';

/** What a hostile or confused client posts to a storefront action: one body with its content type. */
export interface FuzzPost {
  body?: Uint8Array<ArrayBuffer>;
  contentType?: string;
}

const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
export const headerText = (maxLength = 60) => fc.string({ unit: printable, maxLength });

const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', '0', '-1', '1.5', '1e9', 'NaN', 'Infinity', '٣', '\u0000', '\u202e', "' OR 1=1 --", '<script>x</script>', '%', '%zz', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '__proto__', 'a:1,b:x', ',,,', ':'),
);
const huge = fc.integer({ min: 70, max: 80_000 }).map((n) => 'x'.repeat(n));

const INTENTS = ['add', 'add-package', 'update', 'remove', 'extend', 'clear', 'apply-coupon', 'remove-coupon', 'reserve-again', 'checkout', ''];
const FIELDS = ['intent', 'sku', 'qty', 'itemId', 'toSku', 'coupon', 'lines', 'js', 'redirectTo', 'firstname', 'lastname', 'email', 'paymentToken', 'bundle_option[1]', '__proto__', 'constructor', '_data'];

/** Form fields: real names with valid-looking values (real skus, intents), junk values, repeated and unknown names. */
export function formFields(skus: readonly string[]): fc.Arbitrary<Array<[string, string]>> {
  const sku = fc.constantFrom(...skus);
  const plausible: Record<string, fc.Arbitrary<string>> = {
    intent: fc.constantFrom(...INTENTS),
    sku,
    toSku: sku,
    qty: fc.constantFrom('1', '2', '10', '0'),
    itemId: fc.integer({ min: 1, max: 50 }).map(String),
    coupon: fc.constantFrom('ENCORE10', 'WELCOME100', 'ONCE', 'NOPE'),
    lines: fc.array(fc.tuple(sku, fc.integer({ min: 0, max: 3 })), { maxLength: 3 }).map((pairs) => pairs.map(([s, q]) => `${s}:${q}`).join(',')),
    js: fc.constantFrom('1', '0'),
    redirectTo: fc.constantFrom('/cart', '/de/checkout', '//evil.example', 'https://evil.example'),
    firstname: fc.constantFrom('Ada', 'A'),
    lastname: fc.constantFrom('Lovelace', ''),
    email: fc.constantFrom('ada@example.com', 'not-an-email'),
    paymentToken: fc.constantFrom('tok_visa', 'pm_test_x', ''),
  };
  const value = (name: string) => fc.oneof({ weight: 5, arbitrary: Object.hasOwn(plausible, name) ? plausible[name]! : nasty }, { weight: 2, arbitrary: nasty }, { weight: 1, arbitrary: huge });
  const named = fc.constantFrom(...FIELDS).chain((name) => fc.tuple(fc.constant(name), value(name)));
  const unknown = fc.tuple(fc.string({ maxLength: 12 }), nasty);
  // Usually an intent first, so most posts reach the intent's own rules.
  const head = fc.option(fc.tuple(fc.constant('intent'), plausible.intent!), { freq: 6, nil: undefined });
  const random = fc
    .tuple(head, fc.array(fc.oneof({ weight: 6, arbitrary: named }, { weight: 1, arbitrary: unknown }), { maxLength: 6 }))
    .map(([first, rest]) => (first ? [first, ...rest] : rest));
  // Whole forms as the shop's own pages post them, so most posts get past the form rules to the API.
  const p = plausible as Required<typeof plausible> & Record<string, fc.Arbitrary<string>>;
  const form = (intent: string, fieldsOf: Record<string, fc.Arbitrary<string>>) =>
    fc.record(fieldsOf).map((values): Array<[string, string]> => [...(intent ? [['intent', intent] as [string, string]] : []), ...Object.entries(values)]);
  const whole = fc.oneof(
    form('add', { sku: p.sku!, qty: p.qty! }),
    form('update', { itemId: p.itemId!, sku: p.sku!, qty: p.qty! }),
    form('update', { itemId: p.itemId!, sku: p.sku!, qty: p.qty!, toSku: p.toSku! }),
    form('remove', { itemId: p.itemId!, sku: p.sku! }),
    form('extend', {}),
    form('clear', {}),
    form('apply-coupon', { coupon: p.coupon! }),
    form('remove-coupon', {}),
    form('reserve-again', { lines: p.lines! }),
    form('', { firstname: p.firstname!, lastname: p.lastname!, email: p.email!, paymentToken: p.paymentToken! }),
  );
  const tail = fc.record({ js: fc.constant('1'), redirectTo: p.redirectTo! }, { requiredKeys: [] }).map((extra) => Object.entries(extra));
  const mutation = fc.option(fc.oneof(named, unknown), { freq: 3, nil: undefined });
  const wholeForm = fc.tuple(whole, tail, mutation).map(([fields, extra, more]) => [...fields, ...extra, ...(more ? [more] : [])]);
  return fc.oneof({ weight: 3, arbitrary: wholeForm }, { weight: 1, arbitrary: random });
}

const encoder = new TextEncoder();
/** encodeURIComponent for any string: a lone surrogate (which it cannot encode) becomes U+FFFD first. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

function multipart(fields: Array<[string, string]>, boundary: string, broken: boolean, file: boolean): string {
  const parts = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  if (file) parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="sku"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nKENT\r\n`);
  return parts.join('') + (broken ? `--${boundary}` : `--${boundary}--\r\n`);
}

/** A body in one of the encodings an action meets: a proper form, a broken one, multipart, JSON, none, oversized. */
export function actionBody(skus: readonly string[]): fc.Arbitrary<FuzzPost> {
  const FORM = 'application/x-www-form-urlencoded';
  const fields = formFields(skus);
  const urlencoded = fields.map((f) => f.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
  return fc.oneof(
    { weight: 8, arbitrary: urlencoded.map((text) => ({ body: encoder.encode(text), contentType: FORM })) },
    { weight: 1, arbitrary: fc.tuple(urlencoded, fc.constantFrom('%', '%zz', '%E0%A4%A', '&&==&', 'intent')).map(([text, junk]) => ({ body: encoder.encode(`${text}&${junk}`), contentType: FORM })) },
    { weight: 1, arbitrary: urlencoded.map((text) => ({ body: Uint8Array.from([...encoder.encode(`${text}&sku=`), 0xff, 0xfe, 0xc3]), contentType: `${FORM}; charset=utf-8` })) },
    { weight: 1, arbitrary: urlencoded.map((text) => ({ body: encoder.encode(text), contentType: `${FORM}; charset=utf-16` })) },
    {
      weight: 2,
      arbitrary: fc.tuple(fields, fc.boolean(), fc.boolean(), fc.constantFrom('fuzz', 'x'.repeat(80))).map(([f, broken, file, boundary]) => ({
        body: encoder.encode(multipart(f, boundary, broken, file)),
        contentType: `multipart/form-data; boundary=${boundary}`,
      })),
    },
    { weight: 1, arbitrary: fields.map((f) => ({ body: encoder.encode(JSON.stringify(Object.fromEntries(f))), contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.tuple(urlencoded, fc.constantFrom(undefined, 'text/plain', '', 'multipart/form-data', ';;', 'application/octet-stream')).map(([text, contentType]) => ({ body: encoder.encode(text), ...(contentType === undefined ? {} : { contentType }) })) },
    { weight: 1, arbitrary: fc.integer({ min: 65_000, max: 200_000 }).map((n) => ({ body: encoder.encode(`intent=add&sku=${'x'.repeat(n)}`), contentType: FORM })) },
    { weight: 1, arbitrary: fc.constant({ contentType: FORM }) },
  );
}
