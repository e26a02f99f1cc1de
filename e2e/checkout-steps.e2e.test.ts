import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { signInWithDialog, PASSWORD } from './support/account.ts';
import { violations } from './support/axe.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';
import { addTicketsFromFirstEvent, fillCheckout } from './support/shop.ts';

const { baseURL, sqlitePath, apiURL } = workerShop();
const browser = await browserForFile();
const PHONE = { width: 390, height: 844 };
const DETAILS_KEY = 'encore.checkout.details';

const errorOf = (page: Page, field: string) => page.locator(`#checkout-${field}-error`);
const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });
const kronor = (text: string | null) => Number(plain(text).replace(/[^\d,]/g, '').replace(',', '.'));

/** The checkout page once its scripts run (the step buttons appear only then). */
async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await page.locator('form.checkout-form--stepped').waitFor({ state: 'attached' });
}

describe('checkout steps: the spec’s validation texts', () => {
  it('on submit: every wrong field says why, in place, and the first one gets the focus', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await addTicketsFromFirstEvent(page, 1);
    await openCheckout(page);
    await page.getByRole('button', { name: /^Slutför köp/ }).click();

    await expect.poll(() => errorOf(page, 'firstname').textContent()).toBe('Fältet är obligatoriskt');
    expect(await errorOf(page, 'lastname').textContent()).toBe('Fältet är obligatoriskt');
    expect(await errorOf(page, 'email').textContent()).toBe('Fältet är obligatoriskt');
    expect(await errorOf(page, 'emailConfirm').textContent()).toBe('Fältet är obligatoriskt');
    expect(await errorOf(page, 'street').textContent()).toBe('Fältet är obligatoriskt');
    expect(await errorOf(page, 'postcode').textContent()).toBe('Fältet är obligatoriskt');
    expect(await errorOf(page, 'city').textContent()).toBe('Fältet är obligatoriskt');
    expect(await errorOf(page, 'terms').textContent()).toBe('Du måste godkänna villkoren');
    // Optional fields stay quiet.
    expect(await errorOf(page, 'phone').count()).toBe(0);
    expect(await errorOf(page, 'company').count()).toBe(0);

    const firstName = label(page, 'Förnamn');
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await firstName.getAttribute('aria-describedby')).toBe('checkout-firstname-error');
    expect(await label(page, 'E-post').getAttribute('aria-describedby')).toBe('checkout-email-hint checkout-email-error');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-firstname');
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on blur: names, e-mail twice, zip-code, city, phone digits and the account password', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await addTicketsFromFirstEvent(page, 1);
    await openCheckout(page);
    const blurred = async (text: string, value: string) => {
      await label(page, text).fill(value);
      await label(page, text).blur();
    };
    await blurred('Förnamn', 'A');
    await blurred('Efternamn', 'R2D2');
    await blurred('E-post', 'anna@example');
    await blurred('Bekräfta e-post', 'anna@example.se');
    await blurred('Postnummer', '41');
    await blurred('Ort', 'G0teborg');
    await blurred('Telefonnummer (valfritt)', '070-CALL-ME');
    await label(page, 'Skapa ett konto').check();
    await blurred('Lösenord', 'password');
    await blurred('Bekräfta lösenord', 'passw0rd');

    await expect.poll(() => errorOf(page, 'passwordConfirm').textContent()).toBe('Lösenorden måste vara identiska');
    expect(await errorOf(page, 'firstname').textContent()).toBe('Namnet måste ha minst 2 bokstäver');
    expect(await errorOf(page, 'lastname').textContent()).toBe('Endast bokstäver är tillåtna');
    expect(await errorOf(page, 'email').textContent()).toBe('Ange en giltig e-postadress');
    expect(await errorOf(page, 'emailConfirm').textContent()).toBe('E-postadresserna måste vara identiska');
    expect(await errorOf(page, 'postcode').textContent()).toBe('Postnumret måste ha minst 3 tecken');
    expect(await errorOf(page, 'city').textContent()).toBe('Ange ett giltigt ortnamn');
    expect(await errorOf(page, 'phone').textContent()).toBe('Fältet får bara innehålla siffror');
    expect(await errorOf(page, 'password').textContent()).toBe('Lösenordet måste ha minst 8 tecken, varav minst 1 siffra, 1 liten och 1 stor bokstav');
    expect(await label(page, 'Ort').getAttribute('aria-invalid')).toBe('true');

    // A corrected field clears as it is typed.
    await label(page, 'Ort').fill('Göteborg');
    await expect.poll(() => errorOf(page, 'city').count()).toBe(0);
    expect(await label(page, 'Ort').getAttribute('aria-invalid')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the action checks the same rules: a plain post with bad details answers 400 with the texts', async () => {
    const { page, context } = await openPage(browser, baseURL);
    await addTicketsFromFirstEvent(page, 1);
    const response = await page.request.post('/checkout', {
      form: { firstname: 'Anna', lastname: 'S', email: 'anna@example.se', emailConfirm: 'anna@example.com', street: 'Storgatan', postcode: '4', city: 'Göteborg', country: 'SE', phone: 'abc', paymentToken: 'tok_x' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    for (const text of ['Namnet måste ha minst 2 bokstäver', 'E-postadresserna måste vara identiska', 'Postnumret måste ha minst 3 tecken', 'Fältet får bara innehålla siffror', 'Du måste godkänna villkoren']) {
      expect(html).toContain(text);
    }
    const tooLong = await page.request.post('/checkout', { form: { postcode: '1'.repeat(30) }, maxRedirects: 0 });
    expect(tooLong.status()).toBe(400);

    // Details that pass every rule, with a delivery the cart is not offered: the API refuses the order and the page
    // says so in the spec's words, naming the shop's support address; no order is made.
    const valid = { firstname: 'Anna', lastname: 'Svensson', email: 'anna@example.se', emailConfirm: 'anna@example.se', street: 'Storgatan', postcode: '41101', city: 'Göteborg', country: 'SE', terms: 'on', paymentMethod: 'test_redirect' };
    const refused = await page.request.post('/checkout', { form: { ...valid, shippingMethod: 'nowhere/never' }, maxRedirects: 0 });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('Internal validation error. Please check if all required fields are filled in. Please contact us on support@encore.example');
    await context.close();
  });
});

describe('checkout steps on a phone', () => {
  it('a guest goes step by step, chooses tracked post, creates an account and pays with 4242…', async () => {
    const { page, context, errors } = await openPage(browser, baseURL, PHONE);
    await addTicketsFromFirstEvent(page, 1);
    await openCheckout(page);
    const step = (name: string) => page.getByRole('region', { name: new RegExp(name) });
    const next = () => page.locator('.checkout-step--current').getByRole('button', { name: 'Nästa' }).click();

    // One step at a time: the billing step is not shown yet, and 'next' stops at a wrong field.
    expect(await step('Faktureringsadress').isVisible()).toBe(false);
    await next();
    await expect.poll(() => errorOf(page, 'firstname').textContent()).toBe('Fältet är obligatoriskt');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-firstname');
    expect(await step('Faktureringsadress').isVisible()).toBe(false);

    const email = `gast${Date.now()}@example.se`;
    await label(page, 'Förnamn').fill('Anna');
    await label(page, 'Efternamn').fill('Svensson');
    await label(page, 'E-post').fill(email);
    await label(page, 'Bekräfta e-post').fill(email);
    await label(page, 'Skapa ett konto').check();
    await label(page, 'Lösenord').fill('Hemligt123');
    await label(page, 'Bekräfta lösenord').fill('Hemligt123');
    expect(await violations(page)).toEqual([]);
    await next();

    await step('Faktureringsadress').waitFor();
    expect(await step('Personuppgifter').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-step-billing-title');
    await label(page, 'Företagsnamn (valfritt)').fill('Svensson AB');
    await label(page, 'Gatuadress').fill('Storgatan');
    await label(page, 'Hus- eller lägenhetsnummer (valfritt)').fill('12 B');
    await label(page, 'Postnummer').fill('411 01');
    await label(page, 'Ort').fill('Göteborg');
    expect(await label(page, 'Land').inputValue()).toBe('SE');
    await label(page, 'Telefonnummer (valfritt)').fill('070-123 45 67');
    await next();

    await step('Leverans').waitFor();
    expect(await page.getByRole('radio', { name: /E-biljett via e-post/ }).isChecked()).toBe(true);
    const before = kronor(await page.getByTestId('checkout-total').textContent());
    await page.getByRole('radio', { name: /Rekommenderat brev med spårning/ }).check();
    await expect.poll(async () => kronor(await page.getByTestId('checkout-total').textContent())).toBe(before + 49);
    await next();

    await step('Betalning').waitFor();
    await label(page, 'Kortnummer').fill('4242 4242 4242 4242');
    await label(page, 'Utgångsdatum (MM/ÅÅ)').fill('12/30');
    await label(page, 'CVC').fill('123');
    await next();

    await step('Ordersammanfattning').waitFor();
    expect(kronor(await page.getByTestId('summary-shipping').textContent())).toBe(49);
    expect(kronor(await page.getByTestId('summary-grand-total').textContent())).toBe(before + 49);
    expect(await page.getByTestId('summary-subtotal').count()).toBe(1);
    expect(await page.getByTestId('summary-tax').count()).toBe(1);
    await page.getByRole('button', { name: /^Slutför köp/ }).click();
    await expect.poll(() => errorOf(page, 'terms').textContent()).toBe('Du måste godkänna villkoren');
    await label(page, 'Jag godkänner köpvillkoren').check();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Slutför köp/ }).click();

    await page.waitForURL(/\/success\?order=/);
    const number = new URL(page.url()).searchParams.get('order');
    const db = new Database(sqlitePath, { readonly: true });
    const order = db.prepare('select customer_email, grand_total, shipping_method_code, billing_address_json from sales_order where increment_id = ?').get(number) as { customer_email: string; grand_total: number; shipping_method_code: string; billing_address_json: string };
    const customer = db.prepare('select email from customer where email = ?').get(email);
    db.close();
    expect(order.customer_email).toBe(email);
    expect(order.shipping_method_code).toBe('tracked');
    expect(order.grand_total).toBe((before + 49) * 100);
    expect(JSON.parse(order.billing_address_json)).toEqual({
      firstname: 'Anna',
      lastname: 'Svensson',
      email,
      company: 'Svensson AB',
      street: ['Storgatan', '12 B'],
      postcode: '411 01',
      city: 'Göteborg',
      country_id: 'SE',
      telephone: '+46701234567',
    });
    expect(customer).toEqual({ email });
    // Placed: the browser no longer keeps the details.
    expect(await page.evaluate((key) => window.localStorage.getItem(key), DETAILS_KEY)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('saved checkout details', () => {
  it('come back on reload within 30 minutes, never the password or the terms; older ones do not', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await addTicketsFromFirstEvent(page, 1);
    await openCheckout(page);
    await fillCheckout(page, '4242 4242 4242 4242');
    await page.getByRole('radio', { name: /Rekommenderat brev med spårning/ }).check();
    await label(page, 'Skapa ett konto').check();
    await label(page, 'Lösenord').fill('Hemligt123');

    await openCheckout(page);
    await expect.poll(() => label(page, 'Gatuadress').inputValue()).toBe('Storgatan');
    expect(await label(page, 'Förnamn').inputValue()).toBe('Anna');
    expect(await label(page, 'Bekräfta e-post').inputValue()).toBe('anna.svensson@example.se');
    expect(await label(page, 'Telefonnummer (valfritt)').inputValue()).toBe('070-123 45 67');
    expect(plain(await page.locator('.summary-delivery').textContent())).toBe('Rekommenderat brev med spårning');
    expect(await page.getByRole('radio', { name: /Rekommenderat brev/ }).isChecked()).toBe(true);
    expect(await label(page, 'Skapa ett konto').isChecked()).toBe(true);
    expect(await label(page, 'Lösenord').inputValue()).toBe('');
    expect(await label(page, 'Jag godkänner köpvillkoren').isChecked()).toBe(false);
    expect(await label(page, 'Kortnummer').inputValue()).toBe('');
    const saved = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), DETAILS_KEY)) ?? '{}') as { modifiedAt: number; details: Record<string, string> };
    expect(typeof saved.modifiedAt).toBe('number');
    expect(saved.details).not.toHaveProperty('password');

    // Last changed 31 minutes ago: no longer in checkout, nothing comes back.
    await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), { key: DETAILS_KEY, value: JSON.stringify({ ...saved, modifiedAt: Date.now() - 31 * 60 * 1000 }) });
    await openCheckout(page);
    // The hydrated page reads the stale details and forgets them; a fixed pause once raced that on a busy machine.
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), DETAILS_KEY)).toBeNull();
    expect(await label(page, 'Gatuadress').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a signed-in customer', () => {
  it('finds names, e-mail and the default billing address filled in; signing out forgets the saved details', async () => {
    const email = `kund${Date.now()}@example.se`;
    const registered = await fetch(`${apiURL}/api/user/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer: {
          email,
          firstname: 'Astrid',
          lastname: 'Lindqvist',
          addresses: [
            { firstname: 'Astrid', lastname: 'Lindqvist', street: ['Lillgatan', '3'], city: 'Lund', postcode: '222 22', country_id: 'SE', default_shipping: true },
            { firstname: 'Astrid', lastname: 'Lindqvist', street: ['Kungsgatan', '7'], city: 'Malmö', postcode: '211 11', country_id: 'SE', telephone: '+46701112233', default_billing: true },
          ],
        },
        password: PASSWORD,
      }),
    });
    expect(registered.status).toBe(200);
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto('/');
    await signInWithDialog(page, email);
    await addTicketsFromFirstEvent(page, 1);
    await openCheckout(page);

    expect(await label(page, 'Förnamn').inputValue()).toBe('Astrid');
    expect(await label(page, 'Efternamn').inputValue()).toBe('Lindqvist');
    expect(await label(page, 'E-post').inputValue()).toBe(email);
    expect(await label(page, 'Bekräfta e-post').inputValue()).toBe(email);
    expect(await label(page, 'Gatuadress').inputValue()).toBe('Kungsgatan');
    expect(await label(page, 'Hus- eller lägenhetsnummer (valfritt)').inputValue()).toBe('7');
    expect(await label(page, 'Ort').inputValue()).toBe('Malmö');
    expect(await label(page, 'Postnummer').inputValue()).toBe('211 11');
    expect(await label(page, 'Telefonnummer (valfritt)').inputValue()).toBe('+46701112233');
    // A customer already has an account.
    expect(await page.getByLabel('Skapa ett konto').count()).toBe(0);

    await label(page, 'Företagsnamn (valfritt)').fill('Lindqvist AB');
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), DETAILS_KEY)).not.toBeNull();
    await page.goto('/my-account');
    await Promise.all([page.waitForEvent('load'), page.getByTestId('sign-out').click()]);
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), DETAILS_KEY)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
