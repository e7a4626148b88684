import type { ClosureTime } from '@studio/domain/booking-contract';
import type { ClosureRow } from '../../db/schema.ts';

export function presentClosure(row: ClosureRow): ClosureTime {
  return { id: row.id, startDate: row.start_date, endDate: row.end_date, reason: row.reason };
}
