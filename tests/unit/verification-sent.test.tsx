import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages } from '~/shared/messages';
import { VerificationSent } from '../../src/web/features/accounts/components/UnverifiedNotice';

describe('the unverified page once the link is issued', () => {
  it('shows the link when the server returns it (development and tests)', () => {
    const link = 'http://localhost:3000/verifyemail/abc';
    const html = renderToStaticMarkup(
      <VerificationSent message={messages.sendLink.success} link={link} email="asha@example.com" />,
    );
    expect(html).toContain(`href="${link}"`);
    expect(html).not.toContain('We sent the verification link');
  });

  it('says the link was sent to the inbox when the server keeps it (production)', () => {
    const html = renderToStaticMarkup(
      <VerificationSent message={messages.sendLink.success} email="asha@example.com" />,
    );
    expect(html).toContain(messages.sendLink.sentToInbox('asha@example.com'));
    expect(html).not.toContain('href=');
  });
});
