import { ApiError } from '@college/shared-ui';
import { describe, expect, it } from 'vitest';
import { fieldOfBadRequest } from './fieldErrors.ts';

const fields = [
  { key: 'amount', label: 'Amount' },
  { key: 'receiptNumber', label: 'Receipt number' },
] as const;

describe('fieldOfBadRequest', () => {
  it('finds the field by its name or its label at the start of a 400 message', () => {
    expect(fieldOfBadRequest(new ApiError(400, { message: 'amount must be >= 1' }), fields)).toEqual({ key: 'amount', message: 'amount must be >= 1' });
    expect(fieldOfBadRequest(new ApiError(400, { message: 'Receipt number R-1 is already used' }), fields)?.key).toBe('receiptNumber');
    expect(fieldOfBadRequest(new ApiError(400, { message: 'receiptNumber: Receipt number R-1 is already used' }), fields)).toEqual({
      key: 'receiptNumber',
      message: 'Receipt number R-1 is already used',
    });
  });

  it('leaves other answers to the form', () => {
    expect(fieldOfBadRequest(new ApiError(400, { message: 'mode must be one of cash, upi' }), fields)).toBeNull();
    expect(fieldOfBadRequest(new ApiError(409, { message: 'amount conflict' }), fields)).toBeNull();
    expect(fieldOfBadRequest(new Error('amount'), fields)).toBeNull();
  });
});
