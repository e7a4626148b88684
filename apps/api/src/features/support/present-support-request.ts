import type { SupportRequest } from '@studio/domain/voice-contract';
import type { listAllSupportRequests } from './support.repo.ts';

type SupportRequestRow = Awaited<ReturnType<typeof listAllSupportRequests>>[number];

export function presentSupportRequest(row: SupportRequestRow): SupportRequest {
  return {
    id: row.id,
    shopId: row.shop_id,
    shopName: row.shop_name,
    subject: row.subject,
    message: row.message,
    priority: row.priority,
    status: row.status === 'answered' ? 'answered' : 'open',
    answer: row.answer,
    createdAt: row.created_at.toISOString(),
  };
}
