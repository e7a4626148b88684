// Where uploaded files (shop logos and backgrounds) live. The default keeps them on local disk
// under DATA_DIR/uploads; an S3-compatible store can implement the same interface.

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface StoredFileEntry {
  name: string;
  modifiedAt: Date;
}

export interface FileStorage {
  readonly description: string;
  /** Stores a file under a name made of [A-Za-z0-9._-]; replaces one of the same name. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none of that name. */
  get(name: string): Promise<StoredFile | undefined>;
  /** Removes a file; no error when it does not exist. */
  delete(name: string): Promise<void>;
  /** Every stored file (whose name starts with `prefix`, when given) with the time it was written. */
  list(prefix?: string): Promise<StoredFileEntry[]>;
  close(): Promise<void>;
}

const namePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Whether a name is safe as a stored file name (no paths, no hidden files). */
export function isStorageName(name: string): boolean {
  return namePattern.test(name) && !name.includes('..');
}

/**
 * Names that start like this are never served under /uploads/: files only a signed-in studio may
 * fetch through a route of their own (a client's photos).
 */
export const privateNamePrefix = 'private-';

/** Whether a stored name may be served publicly under /uploads/. */
export function isPublicStorageName(name: string): boolean {
  return isStorageName(name) && !name.startsWith(privateNamePrefix);
}

/** The public path of a stored upload, served by GET /uploads/{name}. */
export function uploadUrl(name: string): string {
  return `/uploads/${name}`;
}

/** The stored name behind an upload URL, or undefined for other addresses. */
export function uploadNameOf(url: string | null | undefined): string | undefined {
  if (!url?.startsWith('/uploads/')) return undefined;
  const name = url.slice('/uploads/'.length);
  return isStorageName(name) ? name : undefined;
}
