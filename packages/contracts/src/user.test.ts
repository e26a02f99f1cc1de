import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, resetPasswordBodySchema, userCreateBodySchema, userUpdateBodySchema } from './user.ts';

const newPasswordField = changePasswordBodySchema.shape.newPassword;
const accountEmailField = resetPasswordBodySchema.shape.email;
const personNameField = userCreateBodySchema.shape.customer.shape.firstname;

const firstIssue = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? null : r.error!.issues[0]!.message);

describe('account field rules', () => {
  it.each([
    ['Encore2026', null],
    ['Åbc12345X', null],
    ['encore2026', 'Password must have at least 8 letters, including 1 digit, 1 lower case and 1 upper case letter'],
    ['ENCORE2026', 'Password must have at least 8 letters, including 1 digit, 1 lower case and 1 upper case letter'],
    ['Encoreabc', 'Password must have at least 8 letters, including 1 digit, 1 lower case and 1 upper case letter'],
    ['Enc2026', 'Password must have at least 8 letters, including 1 digit, 1 lower case and 1 upper case letter'],
  ])('password %j', (password, message) => {
    expect(firstIssue(newPasswordField.safeParse(password))).toBe(message);
  });

  it.each([
    ['Li', null],
    ['Anna-Karin', null],
    ["O'Brien", null],
    ['Zoë', null],
    ['Ö', 'Name must have at least 2 letters'],
    ['R2D2', 'Accepts only alphabet characters'],
    ['Anna!', 'Accepts only alphabet characters'],
  ])('name %j', (name, message) => {
    expect(firstIssue(personNameField.safeParse(name))).toBe(message);
  });

  it('keeps e-mail addresses lower-case and refuses what is not one', () => {
    expect(accountEmailField.parse(' Anna@Example.SE ')).toBe('anna@example.se');
    expect(firstIssue(accountEmailField.safeParse('anna@'))).toBe('Please provide valid e-mail address');
  });

  it('drops every profile field but names, e-mail and addresses', () => {
    const parsed = userUpdateBodySchema.parse({ customer: { id: 5, group_id: 4, firstname: 'Anna', store_id: 3 } });
    expect(parsed).toEqual({ customer: { firstname: 'Anna' } });
  });
});
