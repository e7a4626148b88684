import type { ClientNote, ClientNoteWrite } from '@studio/domain/client-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { authorName, clientGroupRows, insertNote, noteRows } from './clients.repo.ts';
import { presentClientNote } from './present-client-note.ts';
import { type ClientViewer, requireVisibleClient } from './require-client.ts';

/** Adds a note under its author's name and answers the client's notes (merged records' too), newest first. */
export async function addClientNote(
  db: Kysely<Database>,
  shopId: string,
  clientId: string,
  authorId: string,
  input: ClientNoteWrite,
  viewer: ClientViewer,
): Promise<{ notes: ClientNote[] }> {
  const client = await requireVisibleClient(db, shopId, clientId, viewer);
  await insertNote(db, shopId, {
    clientId: client.id,
    text: input.text,
    authorId,
    authorName: await authorName(db, authorId),
  });
  const group = await clientGroupRows(db, shopId, client.id);
  const notes = await noteRows(
    db,
    shopId,
    group.map((row) => row.id),
  );
  return { notes: notes.map(presentClientNote) };
}
