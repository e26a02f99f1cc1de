import { describe, expect, it } from 'vitest';
import { defaultShippingMethod } from './default-shipping-method.ts';

const method = (code: string, flags: { default?: boolean; offline?: boolean; available?: boolean } = {}) => ({ method_code: code, ...flags });

describe('defaultShippingMethod', () => {
  it.each([
    ['the default one', [method('post'), method('eticket', { default: true })], 'eticket'],
    ['the first when none is the default', [method('post'), method('eticket')], 'post'],
    ['not an offline default', [method('courier', { default: true, offline: true }), method('post'), method('eticket')], 'post'],
    ['the default after an offline one', [method('courier', { default: true, offline: true }), method('post'), method('eticket', { default: true })], 'eticket'],
    ['not an unavailable default', [method('eticket', { default: true, available: false }), method('post')], 'post'],
    ['an available method', [method('post', { available: true })], 'post'],
    ['none when every method is offline or unavailable', [method('courier', { offline: true }), method('post', { available: false })], undefined],
    ['none without methods', [], undefined],
  ])('%s', (_case, methods, code) => {
    expect(defaultShippingMethod(methods)?.method_code).toBe(code);
  });
});
