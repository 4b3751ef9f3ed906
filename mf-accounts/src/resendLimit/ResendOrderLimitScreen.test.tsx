import { resendLimitError } from './ResendOrderLimitScreen';
import { setupResendLimitI18n } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({ api: { fetchPage: jest.fn(), post: jest.fn() } }));
beforeAll(setupResendLimitI18n);

it('accepts whole numbers from 0 to the contract maximum', () => {
  expect(resendLimitError('')).toBe('REQUIRED_FIELD');
  expect(resendLimitError('1.5')).toBe('DIGIT_ONLY');
  expect(resendLimitError('101')).toBe('MAX_ERROR');
  expect(resendLimitError('0')).toBeNull();
  expect(resendLimitError('3')).toBeNull();
});
