// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { PushMessageForm } from './push-message-form.tsx';

const shop = {
  id: 's1',
  name: 'Nagelstudio Lumière',
  address: 'Hauptstraße 1, Berlin',
  category: 'nails',
  status: 'active',
  timezone: 'Europe/Berlin',
  currencyCode: 'EUR',
};

function studioApi() {
  return fakeApi({
    'GET /shops/s1': shop,
    'GET /flags/shop/s1': { dealsEnabled: false },
    'POST /shops/s1/push-messages': () => ({ status: 201, body: { id: 'pm1', recipients: 12 } }),
  });
}

async function writeMessage(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByTestId('push-message-title'), 'Free slots this week');
  await user.type(screen.getByTestId('push-message-body'), 'Gel nails on Friday, book now!');
  await user.click(screen.getByTestId('push-message-send'));
}

describe('PushMessageForm', () => {
  it('should show the audience and the message as it will show before anything is sent', async () => {
    const api = studioApi();
    const { user } = renderWithProviders(
      <PushMessageForm shopId="s1" shopName="Nagelstudio Lumière" audience={12} nextAllowedAt={null} />,
    );
    await writeMessage(user);

    const confirm = await screen.findByTestId('push-message-confirm');
    expect(within(confirm).getByTestId('push-message-confirm-audience').textContent).toBe(
      '12 customers will receive it like this:',
    );
    const preview = within(confirm).getByTestId('push-message-preview');
    expect(preview.textContent).toContain('Nagelstudio Lumière');
    expect(preview.textContent).toContain('Free slots this week');
    expect(preview.textContent).toContain('Gel nails on Friday, book now!');
    expect(api.callsTo('POST /shops/s1/push-messages')).toEqual([]);

    // "Back" returns to the form with the text kept, and still nothing is sent.
    await user.click(within(confirm).getByTestId('push-message-confirm-back'));
    await waitFor(() => expect(screen.queryByTestId('push-message-confirm')).toBeNull());
    expect((screen.getByTestId('push-message-title') as HTMLInputElement).value).toBe('Free slots this week');
    expect(api.callsTo('POST /shops/s1/push-messages')).toEqual([]);
  });

  it('should send the message once it is confirmed', async () => {
    const api = studioApi();
    const { user } = renderWithProviders(
      <PushMessageForm shopId="s1" shopName="Nagelstudio Lumière" audience={12} nextAllowedAt={null} />,
    );
    await writeMessage(user);
    await user.click(await screen.findByTestId('push-message-confirm-send'));

    await waitFor(() =>
      expect(api.callsTo('POST /shops/s1/push-messages').map((call) => call.body)).toEqual([
        { type: 'shop', title: 'Free slots this week', body: 'Gel nails on Friday, book now!' },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('push-message-confirm')).toBeNull());
    // Sent: the form is empty for the next message.
    await waitFor(() =>
      expect((screen.getByTestId('push-message-title') as HTMLInputElement).value).toBe(''),
    );
  });
});
