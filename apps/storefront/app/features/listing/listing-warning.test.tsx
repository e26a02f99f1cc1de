import { renderToString } from 'react-dom/server';
import { TextsProvider } from '#app/i18n/texts-context.tsx';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '#app/i18n/messages.server.ts';
import { ListingWarning } from './listing-warning.tsx';

describe('listing warning', () => {
  it.each(['sv-SE', 'de-DE', 'it-IT'] as const)('shows the offline text word for word as an alert with an OK action (%s)', (locale) => {
    const html = renderToString(
      <TextsProvider locale={locale} messages={messagesFor(locale)}>
        <ListingWarning />
      </TextsProvider>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('No products synchronized for this category. Please come back while online!');
    expect(html).toMatch(/<button[^>]*>OK<\/button>/);
  });
});
