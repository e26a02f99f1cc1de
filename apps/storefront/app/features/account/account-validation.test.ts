import { describe, expect, it } from 'vitest';
import { validateAddress, validatePasswordChange, validateProfile, validateRegister, validateSignIn } from './account-validation.ts';
import sv from '#app/features/checkout/messages/sv-SE.json' with { type: 'json' };

const GOOD = { firstname: 'Astrid', lastname: 'Lindqvist', email: 'astrid@example.se', password: 'Encore2026', passwordConfirm: 'Encore2026' };

describe('account form rules', () => {
  it('accepts a complete registration', () => {
    expect(validateRegister(GOOD)).toEqual({});
  });

  it.each([
    [{ firstname: '' }, { firstname: 'validation.required' }],
    [{ firstname: 'R2D2' }, { firstname: 'validation.nameAlpha' }],
    [{ lastname: 'L' }, { lastname: 'validation.nameMin' }],
    [{ email: 'astrid@' }, { email: 'validation.email' }],
    [{ password: 'encore2026', passwordConfirm: 'encore2026' }, { password: 'validation.password' }],
    [{ passwordConfirm: 'Encore2027' }, { passwordConfirm: 'validation.passwordsIdentical' }],
    [{ passwordConfirm: '' }, { passwordConfirm: 'validation.required' }],
  ])('registration with %j → %j', (change, errors) => {
    expect(validateRegister({ ...GOOD, ...change })).toEqual(errors);
  });

  it('signs in with any password but needs both fields and an address', () => {
    expect(validateSignIn({ email: 'a@example.se', password: 'x' })).toEqual({});
    expect(validateSignIn({ email: ' ', password: '' })).toEqual({ email: 'validation.required', password: 'validation.required' });
  });

  it('asks for the e-mail twice only when it changes, and then the two must agree', () => {
    const profile = { firstname: 'Astrid', lastname: 'Lindqvist', email: 'Astrid@example.se', emailConfirm: '' };
    expect(validateProfile(profile, 'astrid@example.se')).toEqual({});
    expect(validateProfile({ ...profile, email: 'new@example.se' }, 'astrid@example.se')).toEqual({ emailConfirm: 'validation.required' });
    expect(validateProfile({ ...profile, email: 'new@example.se', emailConfirm: 'neu@example.se' }, 'astrid@example.se')).toEqual({ emailConfirm: 'validation.emailsIdentical' });
    expect(validateProfile({ ...profile, email: 'new@example.se', emailConfirm: 'NEW@example.se' }, 'astrid@example.se')).toEqual({});
  });

  it('changes a password only with the current one and a strong, repeated new one', () => {
    expect(validatePasswordChange({ currentPassword: '', password: 'Encore2027', passwordConfirm: 'Encore2027' })).toEqual({ currentPassword: 'validation.required' });
    expect(validatePasswordChange({ currentPassword: 'old', password: 'short1A', passwordConfirm: 'short1A' })).toEqual({ password: 'validation.password' });
  });

  it('has a text in the catalogue for every rule', () => {
    const ids = ['validation.required', 'validation.nameAlpha', 'validation.nameMin', 'validation.email', 'validation.password', 'validation.passwordsIdentical', 'validation.emailsIdentical'];
    for (const id of ids) expect((sv as Record<string, string>)[id], id).toBeTruthy();
  });
});

describe('address book rules', () => {
  const ADDRESS = { firstname: 'Astrid', lastname: 'Lindqvist', street: 'Storgatan 1', city: 'Malmö', postcode: '211 22' };

  it('accepts a complete address', () => {
    expect(validateAddress(ADDRESS)).toEqual({});
  });

  it.each([
    [{ firstname: 'A' }, { firstname: 'validation.nameMin' }],
    [{ lastname: 'L1nd' }, { lastname: 'validation.nameAlpha' }],
    [{ street: ' ' }, { street: 'validation.required' }],
    [{ postcode: '21' }, { postcode: 'validation.zipMin' }],
    [{ city: 'M4lmö' }, { city: 'validation.city' }],
  ])('address with %j → %j', (change, errors) => {
    expect(validateAddress({ ...ADDRESS, ...change })).toEqual(errors);
  });
});
