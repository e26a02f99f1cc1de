import fc from 'fast-check';

/** Printable ASCII: what a header value may hold on the wire (fetch refuses control characters there). */
const printable = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
export const headerText = (maxLength = 60): fc.Arbitrary<string> => fc.string({ unit: printable, maxLength });

/** Strings that numbers, booleans and empty values are often confused with. */
export const numberLikeText = fc.constantFrom('NaN', 'Infinity', '-Infinity', '-0', '1e309', '1e-400', '0x1F', '1_000', ' 7 ', '٣', '1.5', '-1', '0', '9007199254740993', '', 'null', 'undefined', 'true', '[]', '{}');

/** Numbers a quantity, id or price must refuse or bound: negative, huge, fractional, beyond exact integers. */
export const awkwardNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 0.5, 1.5, -0.0001, 1e21, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_VALUE),
);

/** Text that trips parsers, escapes, paths and databases. */
export const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', '\ud800', 'a\ud800b', '\u202e', '\r\n', '../../etc/passwd', '..%2f..%2f', "' OR 1=1 --", '"; drop table cart; --', '%', '%00', '%zz', '${x}', '{{x}}', '<script>x</script>', '%_%_%_', '\\', 'Ω≈ç√∫', '🎫🎟️', ' '),
);

/** Strings well beyond any field's limit, and sometimes beyond the body limit. */
export const hugeText = fc.integer({ min: 300, max: 80_000 }).map((n) => 'x'.repeat(n));

/** Arrays inside arrays `depth` deep. */
export const deeplyNested = fc.integer({ min: 20, max: 400 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
});

/** Objects whose own keys would pollute prototypes if a server merged them naively. */
export const pollutingObject = fc.constantFrom(
  JSON.parse('{"__proto__":{"polluted":"yes"}}') as unknown,
  { constructor: { prototype: { polluted: 'yes' } } },
  JSON.parse('{"__proto__":null,"toString":"x","valueOf":1,"hasOwnProperty":false}') as unknown,
);

/** Any value a hostile client could put where a field's value belongs. */
export const garbageValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  numberLikeText,
  awkwardNumber,
  nastyText,
  hugeText,
  deeplyNested,
  pollutingObject,
  fc.constantFrom(null, true, false, [], {}),
);

/** Request bodies that are not JSON at all, or JSON a strict parser must refuse. */
export const brokenJsonText = fc.oneof(
  fc.constantFrom('{', '{"a":', "{'a':1}", '[1,2', 'NaN', '\u0000', '{"a":1}{"b":2}', '\ufeff{}', '{"a":1,}', '{"a":01}', '"\\ud800"', '{"__proto__":{"polluted":"yes"}}', '{"constructor":{"prototype":{"polluted":"yes"}}}', 'null', '1', '"text"', '[]'),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer({ min: 10, max: 31_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 10, max: 31_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
);

/** Query strings written by hand, so percent-encoding can be broken on purpose. */
export const brokenQueryPiece = fc.constantFrom('%', '%2', '%zz', '%E0%A4%A', '%C0%AF', '%00', '%ff%fe', '&&', '==', '=', '[]=1', 'a[b]=1', 'a[__proto__][x]=1', '__proto__=1', 'constructor[prototype][x]=1', ';', '#');
