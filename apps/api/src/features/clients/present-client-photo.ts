import type { ClientPhoto } from '@studio/domain/client-contract';
import type { ClientPhotoRow } from './client-photos.repo.ts';

export function presentClientPhoto(row: ClientPhotoRow): ClientPhoto {
  return {
    id: row.id,
    ...(row.booking_id ? { bookingId: row.booking_id } : {}),
    ...(row.visit_start ? { visitStart: row.visit_start.toISOString() } : {}),
    consentAt: row.consent_at.toISOString(),
    uploadedById: row.uploaded_by,
    uploadedByName: row.uploaded_by_name,
    createdAt: row.created_at.toISOString(),
    width: row.width,
    height: row.height,
    url: `/api/shops/${row.shop_id}/client-photos/${row.id}`,
    thumbnailUrl: `/api/shops/${row.shop_id}/client-photos/${row.id}/thumbnail`,
  };
}
