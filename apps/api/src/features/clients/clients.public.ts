// What other features and the app's jobs may use of the clients feature; everything else in its
// folder is its own.
export { isClientPhotoName } from './client-photo-files.ts';
export { listReferencedPhotoFileNames } from './client-photos.repo.ts';
