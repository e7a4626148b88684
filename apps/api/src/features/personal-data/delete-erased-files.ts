import type { FileStorage } from '../../adapters/storage/file-storage.ts';

/**
 * Deletes the stored files of erased rows once their transaction committed (a rolled-back erasure
 * keeps them). One that fails to go is left to the hourly cleanup of files no row names.
 */
export async function deleteErasedFiles(storage: FileStorage, names: readonly string[]): Promise<void> {
  for (const name of names) await storage.delete(name);
}
