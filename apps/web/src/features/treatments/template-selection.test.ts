import { describe, expect, it } from 'vitest';
import { templatesNotYetOffered, toggleSelection } from './template-selection.ts';

const templates = [
  { id: 'classic', name: 'Maniküre klassisch' },
  { id: 'shellac', name: 'Shellac Maniküre' },
  { id: 'pedicure', name: 'Pediküre klassisch' },
];

describe('template selection', () => {
  it('leaves out what the studio already offers, whatever the case and spacing', () => {
    const offered = [{ name: ' shellac maniküre ' }];
    expect(templatesNotYetOffered(templates, offered).map((template) => template.id)).toEqual([
      'classic',
      'pedicure',
    ]);
    expect(templatesNotYetOffered(templates, [])).toHaveLength(3);
  });

  it('toggles several at once and keeps the template order', () => {
    const order = templates.map((template) => template.id);
    const picked = toggleSelection(order, new Set(['pedicure']), ['classic'], true);
    expect([...picked]).toEqual(['classic', 'pedicure']);
    expect([...toggleSelection(order, picked, ['classic', 'pedicure'], false)]).toEqual([]);
    expect([...toggleSelection(order, picked, ['unknown'], true)]).toEqual(['classic', 'pedicure']);
  });
});
