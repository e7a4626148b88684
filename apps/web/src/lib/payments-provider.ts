/**
 * The server names its payment provider in <meta name="payments-provider"> (PAYMENTS_PROVIDER).
 * The built-in test provider takes no money, which every checkout step and admin header then says.
 * Without the tag (`vite dev`, a server render) the app assumes a real provider and says nothing.
 */
export function paymentsTakeNoMoney(doc: Pick<Document, 'querySelector'> | undefined): boolean {
  return doc?.querySelector('meta[name="payments-provider"]')?.getAttribute('content')?.trim() === 'test';
}
