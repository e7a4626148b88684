import type { ShopDetail } from '@studio/domain/shop-contract';
import { describe, expect, it } from 'vitest';
import { profileFormValues, shopProfileFormSchema } from './shop-profile-form-schema.ts';

const shop: ShopDetail = {
  id: 's1',
  name: 'Lumière',
  address: 'Main St 1',
  phone: '+49 30 1234567',
  email: 'hi@lumiere.de',
  category: 'nails',
  description: '',
  googlePlacesId: null,
  latitude: null,
  longitude: null,
  logoUrl: null,
  backgroundUrl: null,
  externalLinks: [],
  timezone: 'Europe/Berlin',
  currencyCode: 'EUR',
  status: 'pending',
  slotStepMinutes: 15,
  minLeadMinutes: 60,
  horizonDays: 60,
  autoConfirm: true,
  legal: null,
  pendingChange: {
    id: 'a1',
    fields: ['description'],
    proposed: { description: 'Vegan products' },
    submittedAt: '2026-01-01T10:00:00.000Z',
  },
};

describe('shop profile form', () => {
  it('starts from the live profile with the pending change on top', () => {
    const values = profileFormValues(shop);
    expect(values.description).toBe('Vegan products');
    expect(values.latitude).toBe('');
    expect(values.category).toBe('nails');
  });

  it('turns the form strings into the contract shape', () => {
    const parsed = shopProfileFormSchema.parse({
      ...profileFormValues(shop),
      latitude: '52,5',
      longitude: '13.4',
      externalLinks: ' https://instagram.com/lumiere \n\n',
    });
    expect(parsed.latitude).toBe(52.5);
    expect(parsed.googlePlacesId).toBeNull();
    expect(parsed.externalLinks).toEqual(['https://instagram.com/lumiere']);
  });

  it('refuses a link that is not a web address', () => {
    const result = shopProfileFormSchema.safeParse({
      ...profileFormValues(shop),
      externalLinks: 'ftp://x.y',
    });
    expect(result.success).toBe(false);
  });
});
