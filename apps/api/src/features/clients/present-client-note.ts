import type { ClientNote } from '@studio/domain/client-contract';
import type { ClientNoteRow } from './clients.repo.ts';

export function presentClientNote(row: ClientNoteRow): ClientNote {
  return { id: row.id, text: row.text, authorName: row.author_name, createdAt: row.created_at.toISOString() };
}
