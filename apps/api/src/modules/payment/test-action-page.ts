import type { TestActionView } from './test-provider.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function amountText(view: TestActionView): string {
  return `${(view.amount / 100).toFixed(2)} ${view.currency}`;
}

/**
 * The test provider's page for a payment that requires action: plain, accessible HTML (one heading,
 * real buttons in a form, no script) that works through the storefront's /api forward under its CSP.
 * It names the shop's icon, served beside it there, so the browser does not ask for a missing /favicon.ico.
 */
export function renderActionPage(reference: string, view: TestActionView): string {
  const title = view.action === 'three_d_secure' ? 'Card authentication (3-D Secure test)' : 'Approve the payment (test bank app)';
  let body: string;
  if (!view.open) body = '<p>This payment has already been answered. Go back to the shop.</p>';
  else {
    const ask =
      view.action === 'three_d_secure'
        ? `<p>Your bank asks you to confirm the card payment of <strong>${escape(amountText(view))}</strong>. This is the test provider: no money is charged.</p>`
        : `<p>Approve the payment of <strong>${escape(amountText(view))}</strong> as you would in your bank or payment app. This is the test provider: no money is charged.</p>`;
    const [yes, no] = view.action === 'three_d_secure' ? ['Authenticate', 'Fail authentication'] : ['Approve payment', 'Cancel payment'];
    body = `${ask}
    <form method="post" action="${escape(`/api/ext/payment-test/pay/${encodeURIComponent(reference)}`)}">
      <button type="submit" name="outcome" value="approve">${yes}</button>
      <button type="submit" name="outcome" value="fail">${no}</button>
    </form>`;
  }
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${title}</title></head>
<body>
  <main>
    <h1>${title}</h1>
    ${body}
  </main>
</body>
</html>
`;
}
