import { describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';
import { BILLING, cartWith, countRows, orderBody } from './order-helpers.ts';
import { payToken } from './payment-token.ts';

const long = (n: number) => 'x'.repeat(n);
/** A well-formed e-mail address of exactly n characters. */
const email = (n: number) => `${'a'.repeat(n - '@example.se'.length)}@example.se`;

describe.skipIf(!dbAvailable)('free-text fields of order, payment and coupon requests have length limits', () => {
  const api = useApi();

  it.each([
    ['billing first name', { billingAddress: { ...BILLING, firstname: long(101) } }, 'addressInformation.billingAddress.firstname'],
    ['billing last name', { billingAddress: { ...BILLING, lastname: long(101) } }, 'addressInformation.billingAddress.lastname'],
    ['billing e-mail', { billingAddress: { ...BILLING, email: email(255) } }, 'addressInformation.billingAddress.email'],
    ['billing street', { billingAddress: { ...BILLING, street: [long(201)] } }, 'addressInformation.billingAddress.street.0'],
    ['billing city', { billingAddress: { ...BILLING, city: long(101) } }, 'addressInformation.billingAddress.city'],
    ['billing postcode', { billingAddress: { ...BILLING, postcode: long(21) } }, 'addressInformation.billingAddress.postcode'],
    ['billing telephone', { billingAddress: { ...BILLING, telephone: '1'.repeat(31) } }, 'addressInformation.billingAddress.telephone'],
    ['billing company', { billingAddress: { ...BILLING, company: long(201) } }, 'addressInformation.billingAddress.company'],
    ['billing tax id', { billingAddress: { ...BILLING, vat_id: long(51) } }, 'addressInformation.billingAddress.vat_id'],
    ['shipping city', { shippingAddress: { country_id: 'SE', city: long(101) } }, 'addressInformation.shippingAddress.city'],
    ['shipping telephone', { shippingAddress: { country_id: 'SE', telephone: '1'.repeat(31) } }, 'addressInformation.shippingAddress.telephone'],
    ['payment token', { payment_method_additional: { token: long(2001) } }, 'addressInformation.payment_method_additional.token'],
  ])('an over-long %s is refused with 400 naming the field', async (_name, info, field) => {
    const cartId = await cartWith(api, [[SKUS.rockfestStaplats, 1]]);
    const orders = await countRows(api, 'sales_order');
    const r = await api.post('/api/order', orderBody(cartId, await payToken(api, cartId), info));
    expect(r.status).toBe(400);
    expect(r.body.result).toMatchObject({ errorCode: 'validation_error', field });
    expect(await countRows(api, 'sales_order')).toBe(orders);
  });

  it('accepts the longest allowed values', async () => {
    const cartId = await cartWith(api, [[SKUS.rockfestStaplats, 1]]);
    const billingAddress = { ...BILLING, firstname: long(100), lastname: long(100), email: email(254), street: [long(200)], city: long(100), postcode: long(20), telephone: '1'.repeat(30), company: long(200), vat_id: long(50) };
    const r = await api.post('/api/order', orderBody(cartId, await payToken(api, cartId), { billingAddress }));
    expect(r.status).toBe(200);
  });

  it('bounds the order id, the client copy of the products and its product options', async () => {
    const cartId = await cartWith(api, [[SKUS.rockfestStaplats, 1]]);
    const token = await payToken(api, cartId);
    const field = async (body: Record<string, unknown>) => (await api.post('/api/order', { ...orderBody(cartId, token), ...body })).body.result.field;
    expect(await field({ order_id: long(101) })).toBe('order_id');
    expect(await field({ products: [{ sku: SKUS.rockfestStaplats, qty: 1, name: long(201) }] })).toBe('products.0.name');
    expect(await field({ products: [{ sku: SKUS.rockfestStaplats, qty: 1, image: long(201) }] })).toBe('products.0.image');
    expect(await field({ products: [{ sku: SKUS.rockfestStaplats, qty: 1, extension_attributes: { blob: long(10_000) } }] })).toBe('products.0.extension_attributes');
    const option = { extension_attributes: { custom_options: [{ option_id: '1', option_value: long(201) }] } };
    expect(await field({ products: [{ sku: SKUS.rockfestStaplats, qty: 1, product_option: option }] })).toBe('products.0.product_option.extension_attributes.custom_options.0.option_value');
  });

  it('bounds product_option values in the cart', async () => {
    const cartId = (await api.post('/api/cart/create')).body.result as string;
    const option = (value: string) => ({ extension_attributes: { configurable_item_options: [{ option_id: '200', option_value: value }] } });
    const r = await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKUS.rockfestStaplats, qty: 1, quoteId: cartId, product_option: option(long(201)) } });
    expect(r.status).toBe(400);
    expect(r.body.result.field).toBe('cartItem.product_option.extension_attributes.configurable_item_options.0.option_value');
  });

  it('bounds the card token request, the coupon code and the order lookup', async () => {
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123', cart_id: 'c', amount: 100 };
    const token = async (body: Record<string, unknown>) => (await api.post('/api/ext/payment-test/tokens', { ...card, ...body })).body.result;
    expect(await token({ name: long(101) })).toMatchObject({ errorCode: 'validation_error', field: 'name' });
    expect(await token({ number: `4242 ${'4'.repeat(40)}` })).toMatchObject({ errorCode: 'validation_error', field: 'number' });
    expect(await token({ cart_id: long(65) })).toMatchObject({ errorCode: 'validation_error', field: 'cart_id' });
    expect(await token({ amount: -1 })).toMatchObject({ errorCode: 'validation_error', field: 'amount' });

    const cartId = await cartWith(api, [[SKUS.rockfestStaplats, 1]]);
    const coupon = await api.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${long(65)}`);
    expect(coupon.status).toBe(400);
    expect(coupon.body.result.field).toBe('coupon');

    expect((await api.post('/api/order/lookup', { orderNumber: long(21), email: 'anna@example.se' })).body.result.field).toBe('orderNumber');
    expect((await api.post('/api/order/lookup', { orderNumber: 'ABCDEFGHJK', email: email(255) })).body.result.field).toBe('email');
  });
});
