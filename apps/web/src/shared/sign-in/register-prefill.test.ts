import { describe, expect, it } from 'vitest';
import { prefillFromBooking, prefillFromState } from './register-prefill.ts';

describe('prefillFromBooking', () => {
  it('takes the last word as the family name', () => {
    expect(prefillFromBooking({ name: ' Gina  Maria Gast ', email: 'gina@example.test ' })).toEqual({
      firstName: 'Gina Maria',
      lastName: 'Gast',
      email: 'gina@example.test',
    });
  });

  it('keeps a single word as the first name', () => {
    expect(prefillFromBooking({ name: 'Gina', email: 'g@example.test' })).toEqual({
      firstName: 'Gina',
      lastName: '',
      email: 'g@example.test',
    });
  });
});

describe('prefillFromState', () => {
  it('reads a well-formed prefill and ignores anything else', () => {
    const prefill = { firstName: 'Gina', lastName: 'Gast', email: 'g@example.test' };
    expect(prefillFromState({ prefill })).toEqual(prefill);
    expect(prefillFromState({ prefill: { firstName: 'Gina' } })).toBeNull();
    expect(prefillFromState(null)).toBeNull();
    expect(prefillFromState('x')).toBeNull();
  });
});
