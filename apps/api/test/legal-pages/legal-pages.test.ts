import { describe, expect, it } from 'vitest';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call } from '../support/test-platform.ts';

const legal = {
  name: 'Lumière Nails GmbH',
  representative: 'Linh Nguyen',
  address: 'Kastanienallee 12, 10435 Berlin',
  email: 'recht@lumiere.example',
  phone: '+49 30 1234567',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 12345',
  vatId: 'DE123456789',
};

async function ownerOf(shopId: string): Promise<string> {
  return tokenFor(await createUser({ role: 'shopAdmin', shopId }));
}

describe('a studio’s legal details', () => {
  it('should apply the shop admin’s legal details at once, without approval', async () => {
    const shop = await createShop({ status: 'pending' });
    const token = await ownerOf(shop.id);

    const response = await call('PUT', `/api/shops/${shop.id}`, { token, body: { legal } });

    expect(response.statusCode).toBe(200);
    expect(response.json().legal).toEqual(legal);
    expect(response.json().pendingChange).toBeNull();
    const read = await call('GET', `/api/shops/${shop.id}`, { token });
    expect(read.json().legal.name).toBe('Lumière Nails GmbH');
  });

  it('should refuse incomplete legal details naming each bad field in the caller’s language', async () => {
    const shop = await createShop();
    const token = await ownerOf(shop.id);

    const response = await call('PUT', `/api/shops/${shop.id}`, {
      token,
      language: 'en',
      body: { legal: { ...legal, representative: '', email: 'no-mail', vatId: '12' } },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe(9400);
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'legal.email',
      'legal.representative',
      'legal.vatId',
    ]);
  });

  it('should not let a shop admin change another shop’s legal details', async () => {
    const mine = await createShop();
    const theirs = await createShop();
    const token = await ownerOf(mine.id);

    const response = await call('PUT', `/api/shops/${theirs.id}`, { token, body: { legal } });

    expect(response.statusCode).toBe(403);
    const page = await call('GET', `/partner/${theirs.id}/app/imprint`, { apiKey: null, language: 'en' });
    expect(page.body).not.toContain('Lumière Nails GmbH');
  });
});

describe('imprint and privacy pages', () => {
  it('should render a live studio’s imprint as HTML without a key, with the footer links', async () => {
    const shop = await createShop({ name: 'Nagelstudio <Lumière>' });
    await call('PUT', `/api/shops/${shop.id}`, { token: await ownerOf(shop.id), body: { legal } });

    const page = await call('GET', `/partner/${shop.id}/app/imprint`, { apiKey: null, language: 'de' });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('Impressum – Nagelstudio &lt;Lumière&gt;');
    expect(page.body).toContain('Amtsgericht Berlin-Charlottenburg, HRB 12345');
    expect(page.body).toContain('DE123456789');
    for (const href of [
      `/partner/${shop.id}/app/imprint`,
      `/partner/${shop.id}/app/privacy`,
      '/imprint',
      '/privacy',
    ]) {
      expect(page.body).toContain(`href="${href}"`);
    }
  });

  it('should write the privacy page right to left in Arabic with the studio as controller', async () => {
    const shop = await createShop();
    await call('PUT', `/api/shops/${shop.id}`, { token: await ownerOf(shop.id), body: { legal } });

    const page = await call('GET', `/partner/${shop.id}/app/privacy?lang=ar`, { apiKey: null });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('Lumière Nails GmbH, Kastanienallee 12');
    expect(page.body).toContain('recht@lumiere.example');
  });

  it('should say so when a live studio has no imprint yet', async () => {
    const shop = await createShop();
    const page = await call('GET', `/partner/${shop.id}/app/imprint`, { apiKey: null, language: 'en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This studio has not entered its legal details yet.');
  });

  it('should not show the imprint of a studio that is not live', async () => {
    const shop = await createShop({ status: 'pending' });
    await call('PUT', `/api/shops/${shop.id}`, { token: await ownerOf(shop.id), body: { legal } });

    const page = await call('GET', `/partner/${shop.id}/app/imprint`, { apiKey: null });

    expect(page.body).not.toContain('Lumière Nails GmbH');
  });

  it('should render the platform’s imprint and privacy pages', async () => {
    const imprint = await call('GET', '/imprint', { apiKey: null, language: 'en' });
    const privacy = await call('GET', '/privacy', { apiKey: null, language: 'vi' });
    expect(imprint.statusCode).toBe(200);
    expect(imprint.body).toContain('<h1>Imprint – Studioly</h1>');
    expect(privacy.statusCode).toBe(200);
    expect(privacy.body).toContain('Quyền của bạn');
  });

  it('should name photos of past work on the privacy page in all four languages: what, consent, who sees them, deletion', async () => {
    const shop = await createShop();
    const headings = {
      de: 'Fotos deiner Nägel',
      en: 'Photos of your nails',
      vi: 'Ảnh móng của bạn',
      ar: 'صور أظافرك',
    };
    for (const [language, heading] of Object.entries(headings)) {
      const page = await call('GET', `/partner/${shop.id}/app/privacy?lang=${language}`, { apiKey: null });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<h2>${heading}</h2>`);
    }
    const english = (await call('GET', '/privacy', { apiKey: null, language: 'en' })).body;
    for (const part of ['Consent:', 'Who sees them:', 'Deletion:', 'never public'])
      expect(english).toContain(part);
    // The guests' retention, counted from their last contact.
    expect(english).toContain(
      'As a guest without an account: your contact details at the studio three years',
    );
  });
});
