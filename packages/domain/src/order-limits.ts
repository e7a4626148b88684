// How big a table order may be: a table's order, not a wholesale one, so that one request cannot
// put hundreds of items on a kitchen's board. The API refuses more (400 9400); the cart stops there.
export const maxOrderLines = 25;
export const maxLineQuantity = 20;
/** All lines' quantities together. */
export const maxOrderItems = 50;
