// @vitest-environment jsdom
import type { ApprovalRequest } from '@studio/domain/approvals-contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { ApprovalCard } from './approval-card.tsx';

function aRequest(fields: Partial<ApprovalRequest>): ApprovalRequest {
  return {
    id: 'r1',
    shopId: 'shop-1',
    shopName: 'Café Lumière',
    shopCurrencyCode: 'EUR',
    subjectType: 'shop',
    subjectId: 'x',
    status: 'pending',
    proposed: {},
    current: null,
    reason: null,
    submittedBy: { uid: 'u1', name: 'Ava', email: 'ava@example.com' },
    submittedAt: '2026-11-27T09:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    ...fields,
  };
}

function cellsOf(field: string) {
  const row = screen.getByTestId(`approval-field-${field}`);
  const [current, proposed] = within(row).getAllByRole('cell');
  if (!current || !proposed) throw new Error(`no current and proposed cells for ${field}`);
  return { label: within(row).getByRole('rowheader'), current, proposed };
}

const noop = () => undefined;

describe('ApprovalCard', () => {
  it("should show a menu article's change with its own labels, money as money, the category by name and the image", async () => {
    fakeApi({
      'GET /shops/shop-1/menu/categories': [
        { id: 'cat-hot', name: 'Heißgetränke', position: 0 },
        { id: 'cat-cold', name: 'Kaltgetränke', position: 1 },
      ],
    });
    renderWithProviders(
      <ApprovalCard
        request={aRequest({
          subjectType: 'menu',
          proposed: {
            name: 'Cappuccino',
            priceCents: 390,
            categoryId: 'cat-hot',
            imageUrl: '/uploads/c.webp',
          },
          current: { name: 'Cappucino', priceCents: 350, categoryId: 'cat-cold', imageUrl: null },
        })}
        busy={false}
        onApprove={noop}
        onReject={noop}
      />,
    );
    const name = cellsOf('name');
    // The article's name, not "Studio name".
    expect(name.label.textContent).toBe('Name');
    expect(name.current.textContent).toContain('Cappucino');
    expect(name.proposed.textContent).toContain('Cappuccino');

    const price = cellsOf('priceCents');
    expect(price.label.textContent).toBe('Price');
    expect(price.current.textContent).toContain('€3.50');
    expect(price.proposed.textContent).toContain('€3.90');

    const category = cellsOf('categoryId');
    expect(category.label.textContent).toBe('Category');
    expect(await within(category.proposed).findByText('Heißgetränke')).toBeTruthy();
    expect(category.current.textContent).toContain('Kaltgetränke');

    const image = cellsOf('imageUrl');
    expect(image.label.textContent).toBe('Image');
    expect(within(image.proposed).getByRole('img').getAttribute('src')).toBe('/uploads/c.webp');
  });

  it("should name a deal's kind and show its days and prices in the reader's language", () => {
    fakeApi({});
    renderWithProviders(
      <ApprovalCard
        request={aRequest({
          subjectType: 'deal',
          shopCurrencyCode: 'CHF',
          proposed: { type: 'independent', priceCents: 1200, validFrom: '2026-12-01' },
          current: null,
        })}
        busy={false}
        onApprove={noop}
        onReject={noop}
      />,
    );
    expect(cellsOf('type').proposed.textContent).toContain('Independent deal');
    expect(cellsOf('priceCents').label.textContent).toBe('Price');
    expect(cellsOf('priceCents').proposed.textContent).toMatch(/CHF\s?12\.00/);
    expect(cellsOf('validFrom').proposed.textContent).toContain('01/12/2026');
  });
});
