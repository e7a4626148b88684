// An order's states and the moves between them: the shop completes or declines a pending order,
// or asks for payment first and completes it once paid. Completed and declined are final.
export const orderStatuses = ['pending', 'completed', 'declined', 'request_payment'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderDecisions = ['completed', 'declined', 'request_payment'] as const;
export type OrderDecision = (typeof orderDecisions)[number];

const allowedFrom: Record<OrderDecision, readonly OrderStatus[]> = {
  completed: ['pending', 'request_payment'],
  declined: ['pending'],
  request_payment: ['pending'],
};

/** The states an order may be in for the shop to move it to `next` (the SQL update's guard). */
export function orderStatusesAllowing(next: OrderDecision): readonly OrderStatus[] {
  return allowedFrom[next];
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return to !== 'pending' && allowedFrom[to].includes(from);
}

/** Still waiting for the shop: shown on the board. */
export function isOpenOrder(status: OrderStatus): boolean {
  return status === 'pending' || status === 'request_payment';
}
