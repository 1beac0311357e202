import { describe, expect, it } from 'vitest';
import { DATE_MASK, applyMask, caretAfterSlots, inputModeOf, isMaskComplete, slotsBefore } from '../../src/ui/masks';

describe('applyMask', () => {
  it('# takes digits, @ letters, * either', () => {
    expect(applyMask('12ab34', '####')).toBe('1234');
    expect(applyMask('a1b2', '@@')).toBe('ab');
    expect(applyMask('é1', '@#')).toBe('é1');
    expect(applyMask('-a-1-', '**')).toBe('a1');
  });

  it('inserts literals as the user types past them', () => {
    expect(applyMask('0412345678', '#### ### ###')).toBe('0412 345 678');
    expect(applyMask('AB12', '@@-##')).toBe('AB-12');
    expect(applyMask('(02)9999', '(##) ####')).toBe('(02) 9999');
  });

  it('adds a trailing literal only once typed, so deleting over it works', () => {
    expect(applyMask('12', DATE_MASK)).toBe('12');
    expect(applyMask('12/', DATE_MASK)).toBe('12/');
    expect(applyMask('120', DATE_MASK)).toBe('12/0');
  });

  it('keeps a typed literal and accepts pasted formatted text', () => {
    expect(applyMask('31/12/1999', DATE_MASK)).toBe('31/12/1999');
    expect(applyMask('31121999', DATE_MASK)).toBe('31/12/1999');
    expect(applyMask(' 31 - 12 - 1999 ', DATE_MASK)).toBe('31/12/1999');
  });

  it('date mask: day starts 0-3, month 0-1, year 1-2', () => {
    expect(applyMask('4', DATE_MASK)).toBe('');
    expect(applyMask('0', DATE_MASK)).toBe('0');
    expect(applyMask('3', DATE_MASK)).toBe('3');
    expect(applyMask('052', DATE_MASK)).toBe('05');
    expect(applyMask('0512', DATE_MASK)).toBe('05/12');
    expect(applyMask('05123', DATE_MASK)).toBe('05/12');
    expect(applyMask('051220', DATE_MASK)).toBe('05/12/20');
    expect(applyMask('05/12/2024', DATE_MASK)).toBe('05/12/2024');
    expect(applyMask('05/12/20245', DATE_MASK)).toBe('05/12/2024');
  });

  it('a refused character drops out without shifting the rest', () => {
    expect(applyMask('0x5', DATE_MASK)).toBe('05');
  });
});

describe('isMaskComplete', () => {
  it('is true only when every slot is filled', () => {
    expect(isMaskComplete('05/12/2024', DATE_MASK)).toBe(true);
    expect(isMaskComplete('05/12/202', DATE_MASK)).toBe(false);
    expect(isMaskComplete('45/12/2024', DATE_MASK)).toBe(false);
  });
});

describe('caret', () => {
  it('stays after the same filled slot when typing in the middle', () => {
    // "12/34" with the 2 deleted → typed "1/34", caret after "1": the rest shifts left.
    const typed = '1/34';
    const masked = applyMask(typed, '##/##');
    expect(masked).toBe('13/4');
    const slots = slotsBefore(typed, 1, '##/##');
    expect(slots).toBe(1);
    expect(caretAfterSlots(masked, '##/##', slots)).toBe(1);
    // Typing a digit before the slash of "1|/34" → "12/34" with the caret after the slash.
    expect(applyMask('12/34', '##/##')).toBe('12/34');
    expect(caretAfterSlots('12/34', '##/##', slotsBefore('12/34', 2, '##/##'))).toBe(2);
    expect(caretAfterSlots('0512', '##/##', 3)).toBe(4);
    expect(caretAfterSlots('05/12', '##/##', 3)).toBe(4);
    expect(caretAfterSlots('05/12', '##/##', 0)).toBe(0);
  });
});

describe('inputModeOf', () => {
  it('numeric for digit-only masks', () => {
    expect(inputModeOf(DATE_MASK)).toBe('numeric');
    expect(inputModeOf('#### ###')).toBe('numeric');
    expect(inputModeOf('@@-##')).toBe('text');
  });
});
