import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '#app/i18n/messages.server.ts';
import { ListingWarning } from './listing-warning.tsx';

describe('listing warning', () => {
  it.each(['sv-SE', 'de-DE', 'it-IT'] as const)('shows the offline text word for word as an alert with an OK action (%s)', (locale) => {
    const html = renderToString(
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <ListingWarning />
      </IntlProvider>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('No products synchronized for this category. Please come back while online!');
    expect(html).toMatch(/<button[^>]*>OK<\/button>/);
  });
});
