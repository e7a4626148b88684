import { describe, expect, it } from 'vitest';
import { isIanaTimeZone, moduleFlagsForCategory, type ShopCategory } from './shop.ts';
import { createShopRequestSchema, missingForReview, updateShopRequestSchema } from './shop-contract.ts';

const valid = {
  name: 'Nagelstudio Aurora',
  address: 'Torstraße 5, 10119 Berlin',
  phone: '+49 (30) 555-1234',
  email: 'hallo@aurora.de',
  category: 'nails',
};

describe('shop rules', () => {
  it('should accept a minimal shop and require name, address, phone, email and a known category', () => {
    expect(createShopRequestSchema.safeParse(valid).success).toBe(true);
    for (const field of ['name', 'address', 'phone', 'email', 'category'] as const) {
      const { [field]: _left, ...rest } = valid;
      const result = createShopRequestSchema.safeParse(rest);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
    expect(createShopRequestSchema.safeParse({ ...valid, category: 'zoo' }).success).toBe(false);
    expect(createShopRequestSchema.safeParse({ ...valid, email: 'no-at-sign' }).success).toBe(false);
  });

  it('should accept phone numbers with five or more digits only', () => {
    for (const phone of ['+49 30 1234567', '030/123 45', '(0171) 555-12-34', '12345']) {
      expect(createShopRequestSchema.safeParse({ ...valid, phone }).success).toBe(true);
    }
    for (const phone of ['1234', 'call me', '+49 abc 123456', '++4930123456']) {
      expect(createShopRequestSchema.safeParse({ ...valid, phone }).success).toBe(false);
    }
  });

  it('should know IANA time zones and refuse offsets and inventions', () => {
    for (const zone of ['Europe/Berlin', 'America/Argentina/Buenos_Aires', 'UTC', 'Asia/Ho_Chi_Minh']) {
      expect(isIanaTimeZone(zone)).toBe(true);
    }
    for (const zone of ['+01:00', 'Mars/Olympus_Mons', '', 'Europe', 'europe/berlin/../x']) {
      expect(isIanaTimeZone(zone)).toBe(false);
    }
  });

  it('should ignore fields a shop update does not name', () => {
    const parsed = updateShopRequestSchema.parse({ id: 'x', status: 'active', name: 'New' });
    expect(parsed).toEqual({ name: 'New' });
  });

  it('should name what a profile lacks before review, never an optional place id or coordinates', () => {
    const complete = { ...valid, logoUrl: '/uploads/a.webp', backgroundUrl: '/uploads/b.webp' };
    expect(missingForReview({ ...complete, googlePlacesId: 'ChIJ' })).toEqual([]);
    expect(missingForReview({ ...complete, googlePlacesId: null, latitude: null, longitude: null })).toEqual(
      [],
    );
    expect(missingForReview({ name: 'x' })).toEqual([
      'address',
      'phone',
      'email',
      'category',
      'logoUrl',
      'backgroundUrl',
    ]);
  });
});

describe('moduleFlagsForCategory', () => {
  it('keeps the menu, table orders and reservations for places that serve food', () => {
    const foodModules = (category: ShopCategory) => {
      const flags = moduleFlagsForCategory(category);
      return [flags.menuEnabled, flags.ordersEnabled, flags.reservationsEnabled];
    };
    expect(foodModules('nails')).toEqual([false, false, false]);
    expect(foodModules('hair')).toEqual([false, false, false]);
    expect(foodModules('cafe')).toEqual([true, true, true]);
    expect(foodModules('restaurant')).toEqual([true, true, true]);
    expect(moduleFlagsForCategory('nails')).toMatchObject({
      stampsEnabled: true,
      vouchersEnabled: true,
      dealsEnabled: true,
    });
  });
});
