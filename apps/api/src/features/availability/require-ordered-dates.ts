import { ErrorCode } from '@studio/domain/error-codes';
import { AppError } from '../../http/app-error.ts';

/** 9400 naming endDate when a period (closure, booking rule) ends before it starts. */
export function requireOrderedDates(startDate: string, endDate: string | null): void {
  if (endDate !== null && endDate < startDate)
    throw new AppError(ErrorCode.invalidInput, { problems: { endDate: 'invalid' } });
}
