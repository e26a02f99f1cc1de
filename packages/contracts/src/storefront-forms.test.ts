import { describe, expect, it } from 'vitest';
import { cartFormSchema, checkoutFormSchema, eventPathSchema, isSitePath, parseFields, searchQuerySchema, slugPathSchema, successQuerySchema, ticketPathSchema } from './storefront-forms.ts';

const cart = (fields: Record<string, string>) => parseFields(cartFormSchema, fields);
const refused = (field: string, message: string) => ({ ok: false, field, message });

describe('isSitePath: where a visitor may be sent back to', () => {
  it.each([
    ['/', true],
    ['/c/konserter', true],
    ['/de/p/KENT-STHLM/kent?x=1#tickets', true],
    ['/c/%C3%A5r', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['/c/a\\b', false],
    ['/c/with space', false],
    ['/c/\u00e5r', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['c/konserter', false],
    ['', false],
  ])('%j → %s', (path, expected) => {
    expect(isSitePath(path)).toBe(expected);
  });

  it('takes paths of up to 2048 characters', () => {
    expect(isSitePath(`/${'a'.repeat(2047)}`)).toBe(true);
    expect(isSitePath(`/${'a'.repeat(2048)}`)).toBe(false);
  });
});

describe('cartFormSchema', () => {
  it.each([
    [{ intent: 'add', sku: 'KENT-P' }, { intent: 'add', sku: 'KENT-P', qty: 1 }],
    [{ intent: 'add', sku: ' KENT-P ', qty: '4', js: '1', redirectTo: '/p/KENT/kent' }, { intent: 'add', sku: 'KENT-P', qty: 4, js: '1', redirectTo: '/p/KENT/kent' }],
    [{ intent: 'add', sku: 'KENT-P', qty: '' }, { intent: 'add', sku: 'KENT-P', qty: 1 }],
    [{ intent: 'add-package', sku: 'PKG', qty: '2', 'option-1': '1031', 'option-2': '1071' }, { intent: 'add-package', sku: 'PKG', qty: 2, picks: [{ optionId: 1, selectionId: 1031 }, { optionId: 2, selectionId: 1071 }] }],
    [{ intent: 'add-package', sku: 'PKG' }, { intent: 'add-package', sku: 'PKG', qty: 1, picks: [] }],
    [{ intent: 'update', itemId: '7', sku: 'KENT-P', qty: '3' }, { intent: 'update', itemId: 7, sku: 'KENT-P', qty: 3 }],
    [{ intent: 'update', itemId: '7', sku: 'KENT-P', qty: '3', toSku: 'KENT-B' }, { intent: 'update', itemId: 7, sku: 'KENT-P', qty: 3, toSku: 'KENT-B' }],
    [{ intent: 'remove', itemId: '7', sku: 'KENT-P' }, { intent: 'remove', itemId: 7, sku: 'KENT-P' }],
    [{ intent: 'extend', js: '1' }, { intent: 'extend', js: '1' }],
    [{ intent: 'clear' }, { intent: 'clear' }],
    [{ intent: 'apply-coupon', coupon: ' SOMMAR10 ' }, { intent: 'apply-coupon', coupon: 'SOMMAR10' }],
    [{ intent: 'remove-coupon' }, { intent: 'remove-coupon' }],
    [{ intent: 'reserve-again', lines: 'KENT-P:2,HAMLET-P:1' }, { intent: 'reserve-again', lines: [{ sku: 'KENT-P', qty: 2 }, { sku: 'HAMLET-P', qty: 1 }] }],
  ])('reads %j', (fields, expected) => {
    expect(cart(fields)).toEqual({ ok: true, value: expected });
  });

  it.each([
    [{}, refused('intent', 'Unknown cart intent')],
    [{ intent: 'buy-everything' }, refused('intent', 'Unknown cart intent')],
    [{ intent: 'add' }, refused('sku', 'Field is required')],
    [{ intent: 'add', sku: '   ' }, refused('sku', 'Field is required')],
    [{ intent: 'add', sku: 'SKU-'.repeat(17) }, refused('sku', 'Must be at most 64 characters')],
    [{ intent: 'add', sku: 'KENT-P', qty: '0' }, refused('qty', 'Quantity must be above 0')],
    [{ intent: 'add', sku: 'KENT-P', qty: '-1' }, refused('qty', 'Quantity must be positive integer')],
    [{ intent: 'add', sku: 'KENT-P', qty: '2.5' }, refused('qty', 'Quantity must be positive integer')],
    [{ intent: 'add', sku: 'KENT-P', qty: 'x' }, refused('qty', 'Quantity must be positive integer')],
    [{ intent: 'add', sku: 'KENT-P', qty: '1001' }, refused('qty', 'Quantity must be below 1001')],
    [{ intent: 'add', sku: 'KENT-P', price: '0' }, refused('price', 'Unrecognized key: "price"')],
    [{ intent: 'add', sku: 'KENT-P', js: 'yes' }, refused('js', 'Must be 1')],
    [{ intent: 'add', sku: 'KENT-P', redirectTo: '//evil.example' }, refused('redirectTo', 'Must be a path on this site')],
    [{ intent: 'add', sku: 'KENT-P', redirectTo: '/\t/evil.example' }, refused('redirectTo', 'Must be a path on this site')],
    [{ intent: 'add', sku: 'KENT-P', redirectTo: 'https://evil.example' }, refused('redirectTo', 'Must be a path on this site')],
    [{ intent: 'add-package', sku: 'PKG', 'option-x': '1' }, refused('option-x', 'Unrecognized key: "option-x"')],
    [{ intent: 'add-package', sku: 'PKG', 'option-1': '0' }, refused('option-1', 'Must be greater than 0')],
    [{ intent: 'update', sku: 'KENT-P', qty: '1' }, refused('itemId', 'Must be greater than 0')],
    [{ intent: 'update', itemId: 'abc', sku: 'KENT-P' }, refused('itemId', 'Must be greater than 0')],
    [{ intent: 'update', itemId: '0', sku: 'KENT-P' }, refused('itemId', 'Must be greater than 0')],
    [{ intent: 'remove', itemId: '7' }, refused('sku', 'Field is required')],
    [{ intent: 'extend', sku: 'KENT-P' }, refused('sku', 'Unrecognized key: "sku"')],
    [{ intent: 'apply-coupon' }, refused('coupon', 'Coupon code is required')],
    [{ intent: 'apply-coupon', coupon: '  ' }, refused('coupon', 'Coupon code is required')],
    [{ intent: 'reserve-again', lines: '' }, refused('lines', 'At least one item is required')],
    [{ intent: 'reserve-again', lines: 'KENT-P:0' }, refused('lines.0.qty', 'Quantity must be above 0')],
    [{ intent: 'reserve-again', lines: 'KENT-P:x' }, refused('lines.0.qty', 'Quantity must be positive integer')],
    [{ intent: 'reserve-again', lines: 'KENT-P:1,KENT-P:2' }, refused('lines.1.sku', 'Duplicate sku: KENT-P')],
    [{ intent: 'reserve-again', lines: Array.from({ length: 21 }, (_, i) => `S${i}:1`).join(',') }, refused('lines', 'At most 20 items at a time')],
  ])('refuses %j', (fields, expected) => {
    expect(cart(fields)).toEqual(expected);
  });

  it('takes at most 20 bundle choices', () => {
    const options = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`option-${i + 1}`, '5']));
    expect(cart({ intent: 'add-package', sku: 'PKG', ...options })).toEqual(refused('form', 'At most 20 choices'));
  });
});

describe('checkoutFormSchema', () => {
  it('reads the details, the token and the attempt, empty (paying by card) when not sent', () => {
    const empty = { firstname: '', lastname: '', email: '', paymentToken: '', orderId: '', paymentMethod: 'card', emailConfirm: '', createAccount: '', password: '', passwordConfirm: '', billingFirstname: '', billingLastname: '', company: '', taxId: '', street: '', apartment: '', city: '', postcode: '', region: '', country: '', dialCode: '', phone: '', shippingMethod: '', terms: '' };
    expect(parseFields(checkoutFormSchema, { firstname: 'Anna', lastname: 'Svensson', email: 'anna@example.se', paymentToken: 'tok_1', js: '1' })).toEqual({
      ok: true,
      value: { ...empty, firstname: 'Anna', lastname: 'Svensson', email: 'anna@example.se', paymentToken: 'tok_1', js: '1' },
    });
    expect(parseFields(checkoutFormSchema, {})).toEqual({ ok: true, value: empty });
  });

  it.each([
    [{ firstname: 'Anna'.repeat(26) }, refused('firstname', 'Must be at most 100 characters')],
    [{ email: `anna@${'example'.repeat(30)}.se` }, refused('email', 'Must be at most 200 characters')],
    [{ cardNumber: '4242424242424242' }, refused('cardNumber', 'Unrecognized key: "cardNumber"')],
    [{ postcode: '1'.repeat(21) }, refused('postcode', 'Must be at most 20 characters')],
    [{ terms: 'yes' }, refused('terms', 'Must be 1')],
    [{ paymentMethod: 'card; drop' }, refused('paymentMethod', 'Must be a payment method code')],
    [{ billingFirstname: 'B'.repeat(101) }, refused('billingFirstname', 'Must be at most 100 characters')],
    [{ redirectTo: '//evil.example' }, refused('redirectTo', 'Unrecognized key: "redirectTo"')],
  ])('refuses %j', (fields, expected) => {
    expect(parseFields(checkoutFormSchema, fields)).toEqual(expected);
  });
});

describe('page queries', () => {
  it('search: the text as given, empty without one; other parameters are ignored', () => {
    expect(parseFields(searchQuerySchema, { q: 'kent', utm_source: 'mail' })).toEqual({ ok: true, value: { q: 'kent' } });
    expect(parseFields(searchQuerySchema, {})).toEqual({ ok: true, value: { q: '' } });
  });

  it('success: the order number, at most 64 characters', () => {
    expect(parseFields(successQuerySchema, { order: '000000042' })).toEqual({ ok: true, value: { order: '000000042' } });
    expect(parseFields(successQuerySchema, { order: '9'.repeat(70) })).toEqual({ ok: true, value: { order: '9'.repeat(64) } });
    expect(parseFields(successQuerySchema, {})).toEqual({ ok: true, value: { order: '' } });
  });
});

describe('path parameters', () => {
  it.each([
    [eventPathSchema, { store: 'de', parentSku: 'KENT-STHLM', slug: 'kent' }, { ok: true, value: { parentSku: 'KENT-STHLM', slug: 'kent' } }],
    [eventPathSchema, { parentSku: 'K'.repeat(65), slug: 'kent' }, refused('parentSku', 'Too big: expected string to have <=64 characters')],
    [eventPathSchema, { parentSku: 'KENT-STHLM' }, refused('slug', 'Invalid input: expected string, received undefined')],
    [ticketPathSchema, { parentSku: 'KENT-STHLM', slug: 'kent', childSku: 'KENT-STHLM-PARTERRE' }, { ok: true, value: { parentSku: 'KENT-STHLM', slug: 'kent', childSku: 'KENT-STHLM-PARTERRE' } }],
    [slugPathSchema, { slug: 'kent' }, { ok: true, value: { slug: 'kent' } }],
    [slugPathSchema, { slug: '' }, refused('slug', 'Too small: expected string to have >=1 characters')],
  ] as const)('%#: reads or refuses %j', (schema, params, expected) => {
    expect(parseFields(schema, params)).toEqual(expected);
  });
});
