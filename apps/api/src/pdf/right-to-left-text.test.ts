import { describe, expect, it } from 'vitest';
import { hasArabicLetters, visualOrder, withoutBidiControls } from './right-to-left-text.ts';

describe('Arabic lines for pdfkit', () => {
  it('should pre-reverse digits inside an Arabic line so that the layout reverses them back', () => {
    expect(visualOrder('قسيمة ٥٠ يورو')).toBe('قسيمة ٠٥ يورو');
    expect(visualOrder('صالحة حتى 2030')).toBe('صالحة حتى 0302');
  });

  it('should keep a Latin run with its spaces and Vietnamese marks together, reversed as a whole', () => {
    expect(visualOrder('إلى Lan Nguyễn')).toBe('إلى nễyugN naL');
  });

  it('should leave a line of Arabic letters as it is', () => {
    expect(visualOrder('عيد ميلاد سعيد')).toBe('عيد ميلاد سعيد');
  });

  it('should tell Arabic text from Latin text and drop direction marks', () => {
    expect(hasArabicLetters('قسيمة هدية')).toBe(true);
    expect(hasArabicLetters('Phiếu quà tặng 50')).toBe(false);
    expect(withoutBidiControls('\u061c50.00\u00a0€\u200f')).toBe('50.00\u00a0€');
  });
});
