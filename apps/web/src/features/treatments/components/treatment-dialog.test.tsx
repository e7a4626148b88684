// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api.ts';
import { aService, aTeamMember } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { TreatmentDialog } from './treatment-dialog.tsx';

const team = [aTeamMember({ id: 'm1', name: 'Anna' }), aTeamMember({ id: 'm2', name: 'Bea', position: 1 })];
const gelNails = aService({
  id: 'sv1',
  name: 'Gel nails',
  category: 'Nails',
  priceCents: 4500,
  durationMinutes: 60,
  teamMemberIds: ['m2'],
});

function renderDialog(service: typeof gelNails | null) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <TreatmentDialog
      shopId="s1"
      service={service}
      categories={['Nails', 'Feet']}
      team={team}
      currency="EUR"
      onClose={onClose}
    />,
  );
  return { ...view, onClose };
}

const invalid = (testId: string) => screen.getByTestId(testId).getAttribute('aria-invalid') === 'true';

describe('TreatmentDialog', () => {
  it('should ask for a name and a price and refuse an amount it cannot read', async () => {
    const api = fakeApi({});
    const { user, onClose } = renderDialog(null);
    await user.click(screen.getByTestId('service-submit'));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(invalid('service-name')).toBe(true);
    expect(invalid('service-price')).toBe(true);

    await user.type(screen.getByTestId('service-name'), 'Manicure');
    await user.type(screen.getByTestId('service-price'), 'thirty');
    await user.click(screen.getByTestId('service-submit'));
    expect(await screen.findByText('Enter an amount such as 35 or 35.50 (at most 100,000).')).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('should create the treatment with its price in cents, duration, team and extras', async () => {
    const api = fakeApi({
      'POST /shops/s1/services': ({ body }) => ({
        status: 201,
        body: { ...gelNails, ...(body as object), id: 'sv9' },
      }),
    });
    const { user, onClose } = renderDialog(null);
    await user.type(screen.getByTestId('service-name'), '  Manicure ');
    await user.type(screen.getByTestId('service-category'), 'Hands');
    await user.type(screen.getByTestId('service-price'), '35.50');
    await user.click(screen.getByTestId('service-duration'));
    await user.click(await screen.findByTestId('service-duration-90'));
    await user.click(screen.getByTestId('service-team-m1'));
    await user.click(screen.getByTestId('service-extra-add-direct'));
    await user.type(screen.getByTestId('service-extra-name-direct-0'), 'Extra length');
    await user.type(screen.getByTestId('service-extra-price-direct-0'), '5');
    await user.type(screen.getByTestId('service-refill-days'), '21');
    await user.click(screen.getByTestId('service-submit'));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /shops/s1/services').map((call) => call.body)).toEqual([
      {
        name: 'Manicure',
        category: 'Hands',
        description: null,
        priceCents: 3550,
        durationMinutes: 90,
        active: true,
        teamMemberIds: ['m1'],
        extras: [{ name: 'Extra length', kind: 'direct', priceCents: 500 }],
        refillIntervalDays: 21,
      },
    ]);
    expect(await screen.findByText('“Manicure” was added.')).toBeTruthy();
  });

  it('should start from the saved treatment and show a field refused by the server next to it', async () => {
    const api = fakeApi({
      'PUT /shops/s1/services/sv1': apiError(409, 8009, { name: 'A treatment with this name exists.' }),
    });
    const { user, onClose } = renderDialog(gelNails);
    expect((screen.getByTestId('service-name') as HTMLInputElement).value).toBe('Gel nails');
    expect((screen.getByTestId('service-price') as HTMLInputElement).value).toBe('45');
    expect((screen.getByTestId('service-team-m2') as HTMLInputElement).checked).toBe(true);

    await user.clear(screen.getByTestId('service-price'));
    await user.type(screen.getByTestId('service-price'), '48');
    await user.click(screen.getByTestId('service-submit'));

    expect(await screen.findByText('A treatment with this name exists.')).toBeTruthy();
    expect(invalid('service-name')).toBe(true);
    expect(
      api
        .callsTo('PUT /shops/s1/services/sv1')
        .map((call) => (call.body as { priceCents: number }).priceCents),
    ).toEqual([4800]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
