import { describe, expect, it } from 'vitest';
import { addCategory, cafeStudio, liveArticles } from '../support/cafe-fixtures.ts';
import { call } from '../support/test-platform.ts';

const article = {
  name: 'Cappuccino',
  description: 'Espresso mit Milchschaum',
  priceCents: 390,
  allergens: ['g'],
  additives: [11],
};

describe('menu', () => {
  it('should keep a shop admin’s new article off the customers’ menu until a global admin approves it', async () => {
    const setup = await cafeStudio();
    const categoryId = await addCategory(setup);
    const created = await call('POST', `/api/shops/${setup.shopId}/menu/articles`, {
      token: setup.ownerToken,
      body: { ...article, categoryId },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ approvalState: 'pending', allergens: ['g'], additives: [11] });
    expect((await call('GET', `/api/shops/${setup.shopId}/menu`)).json()).toEqual({ categories: [] });

    const approvals = await call('GET', '/api/approvals?subjectType=menu&status=pending', {
      token: setup.adminToken,
    });
    expect(approvals.json()).toHaveLength(1);
    expect(approvals.json()[0]).toMatchObject({ subjectId: created.json().id, current: null });
    const approved = await call('POST', '/api/approvals/approve-all', {
      token: setup.adminToken,
      body: { subjectType: 'menu', shopId: setup.shopId },
    });
    expect(approved.statusCode).toBe(200);

    const menu = (await call('GET', `/api/shops/${setup.shopId}/menu`)).json();
    expect(menu.categories).toHaveLength(1);
    expect(menu.categories[0].articles[0]).toMatchObject({ name: 'Cappuccino', priceCents: 390 });
  });

  it('should show the live price while a shop admin’s change waits, and the new one once approved', async () => {
    const setup = await cafeStudio();
    const [live] = await liveArticles(setup, [{ name: 'Latte', priceCents: 400 }]);
    const current = await call('GET', `/api/shops/${setup.shopId}/menu/articles/${live?.id}`, {
      token: setup.ownerToken,
    });
    expect(current.json().approvalState).toBe('live');
    const changed = await call('PUT', `/api/shops/${setup.shopId}/menu/articles/${live?.id}`, {
      token: setup.ownerToken,
      body: { ...(current.json() as object), priceCents: 450, available: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      approvalState: 'changePending',
      priceCents: 400,
      pendingChange: { priceCents: 450 },
    });
    const menuPrice = async () =>
      (await call('GET', `/api/shops/${setup.shopId}/menu`)).json().categories[0].articles[0].priceCents;
    expect(await menuPrice()).toBe(400);
    const [approval] = (
      await call('GET', '/api/approvals?subjectType=menu&status=pending', { token: setup.adminToken })
    ).json();
    expect(approval.current.priceCents).toBe(400);
    await call('POST', `/api/approvals/${approval.id}/approve`, { token: setup.adminToken });
    expect(await menuPrice()).toBe(450);
  });

  it('should take a sold-out article off the menu at once, without approval', async () => {
    const setup = await cafeStudio();
    const [live] = await liveArticles(setup, [{ name: 'Kuchen', priceCents: 350 }]);
    const current = await call('GET', `/api/shops/${setup.shopId}/menu/articles/${live?.id}`, {
      token: setup.ownerToken,
    });
    const soldOut = await call('PUT', `/api/shops/${setup.shopId}/menu/articles/${live?.id}`, {
      token: setup.ownerToken,
      body: { ...(current.json() as object), available: false },
    });
    expect(soldOut.json()).toMatchObject({ approvalState: 'live', available: false });
    expect((await call('GET', `/api/shops/${setup.shopId}/menu`)).json().categories).toEqual([]);
  });

  it('should refuse a price of zero, an unknown allergen, and another shop’s category', async () => {
    const setup = await cafeStudio();
    const other = await cafeStudio();
    const categoryId = await addCategory(setup);
    const foreignCategory = await addCategory(other);
    const post = (body: object) =>
      call('POST', `/api/shops/${setup.shopId}/menu/articles`, { token: setup.ownerToken, body });
    expect((await post({ ...article, categoryId, priceCents: 0 })).json().errorCode).toBe(9400);
    expect((await post({ ...article, categoryId, allergens: ['z'] })).json().errorCode).toBe(9400);
    const foreign = await post({ ...article, categoryId: foreignCategory });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toHaveProperty('categoryId');
  });

  it('should reorder categories and articles by drag and drop', async () => {
    const setup = await cafeStudio();
    const [first, second] = await liveArticles(setup, [
      { name: 'Espresso', priceCents: 250 },
      { name: 'Tee', priceCents: 300 },
    ]);
    const drinks = await addCategory(setup, 'Getränke');
    const [coffee] = (await call('GET', `/api/shops/${setup.shopId}/menu/categories`)).json();
    const reordered = await call('PUT', `/api/shops/${setup.shopId}/menu/order`, {
      token: setup.ownerToken,
      body: {
        categories: [
          { id: drinks, articleIds: [] },
          { id: coffee.id, articleIds: [second?.id, first?.id] },
        ],
      },
    });
    expect(reordered.statusCode).toBe(204);
    const categories = (await call('GET', `/api/shops/${setup.shopId}/menu/categories`)).json();
    expect(categories.map((category: { name: string }) => category.name)).toEqual(['Getränke', 'Kaffee']);
    const menu = (await call('GET', `/api/shops/${setup.shopId}/menu`)).json();
    expect(menu.categories[0].articles.map((entry: { name: string }) => entry.name)).toEqual([
      'Tee',
      'Espresso',
    ]);
  });

  it('should refuse to delete a category that still holds articles', async () => {
    const setup = await cafeStudio();
    await liveArticles(setup, [{ name: 'Espresso', priceCents: 250 }]);
    const [category] = (await call('GET', `/api/shops/${setup.shopId}/menu/categories`)).json();
    const refused = await call('DELETE', `/api/shops/${setup.shopId}/menu/categories/${category.id}`, {
      token: setup.ownerToken,
    });
    expect(refused.json().errorCode).toBe(9409);
  });

  it('should name the 14 allergens and 15 additives in the request’s language', async () => {
    const allergens = (await call('GET', '/api/menu/allergens', { language: 'en' })).json();
    expect(allergens).toHaveLength(14);
    expect(allergens[0]).toEqual({ code: 'a', name: 'Cereals containing gluten' });
    expect(allergens[13]).toEqual({ code: 'n', name: 'Molluscs' });
    const additives = (await call('GET', '/api/menu/additives', { language: 'de' })).json();
    expect(additives).toHaveLength(15);
    expect(additives[0]).toEqual({ code: 1, name: 'mit Farbstoff' });
  });

  it('should hide the menu while the module is off', async () => {
    const setup = await cafeStudio();
    await call('PUT', `/api/flags/shop/${setup.shopId}`, {
      token: setup.adminToken,
      body: { menuEnabled: false },
    });
    expect((await call('GET', `/api/shops/${setup.shopId}/menu`)).json().errorCode).toBe(9404);
  });
});
