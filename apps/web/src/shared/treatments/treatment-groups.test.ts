import { describe, expect, it } from 'vitest';
import { categoriesOf, groupByCategory } from './treatment-groups.ts';

const items = [
  { name: 'Shellac', category: 'Maniküre' },
  { name: 'Gift card', category: null },
  { name: 'Pedicure', category: 'Pediküre' },
  { name: 'Classic', category: 'Maniküre ' },
  { name: 'Consultation', category: '' },
];

describe('groupByCategory', () => {
  it('groups in the order categories first appear, uncategorised last', () => {
    expect(
      groupByCategory(items).map((group) => [group.category, group.items.map((item) => item.name)]),
    ).toEqual([
      ['Maniküre', ['Shellac', 'Classic']],
      ['Pediküre', ['Pedicure']],
      [null, ['Gift card', 'Consultation']],
    ]);
  });

  it('lists the categories in use', () => {
    expect(categoriesOf(items)).toEqual(['Maniküre', 'Pediküre']);
    expect(categoriesOf([])).toEqual([]);
  });
});
