// Photos of past work on a client's card: GET|POST shops/{shopId}/clients/{id}/photos,
// GET|DELETE shops/{shopId}/client-photos/{id}. Apart from the contract's schemas so that the error
// catalogue can name the limit without taking the schemas into every page.

export const maxClientPhotoBytes = 8 * 1024 * 1024;
/** How many photos one client's card (merged records included) keeps; one more answers 409 8312. */
export const maxClientPhotosPerClient = 60;
/** The longer side of a photo's thumbnail, the grid's image. */
export const clientPhotoThumbnailSide = 400;
