import { type ClientPhoto, clientPhotoSchema } from '@studio/domain/client-contract';
import { maxClientPhotoBytes } from '@studio/domain/client-photo-limits';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './client-query-keys.ts';

/** The image types the server accepts (checked again by content there). */
export const clientPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type ClientPhotoProblem = 'type' | 'size';

/** Checks a chosen file before it is sent: type and size. */
export function clientPhotoProblem(file: Pick<File, 'type' | 'size'>): ClientPhotoProblem | null {
  if (!(clientPhotoTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxClientPhotoBytes) return 'size';
  return null;
}

export interface ClientPhotoUpload {
  file: Blob;
  /** The client agreed to the photo: the server refuses it otherwise (8310). */
  consent: boolean;
  bookingId?: string;
}

/** Sends the image itself as the body; consent and the visit go in the query. */
export function uploadClientPhoto(
  shopId: string,
  clientId: string,
  upload: ClientPhotoUpload,
): Promise<ClientPhoto> {
  const query = new URLSearchParams({ consent: String(upload.consent) });
  if (upload.bookingId) query.set('bookingId', upload.bookingId);
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/clients/${encodeURIComponent(clientId)}/photos?${query.toString()}`,
    upload.file,
    {
      schema: clientPhotoSchema,
      quietCodes: [ErrorCode.invalidInput, ErrorCode.payloadTooLarge, ErrorCode.clientPhotoConsentMissing],
    },
  );
}

export function useUploadClientPhoto(shopId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: ClientPhotoUpload) => uploadClientPhoto(shopId, clientId, upload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.photos(shopId, clientId) }),
  });
}
