import { useParams } from '../../../routing/build-router.ts';
import { TestAccountRoute } from './test-account-route.tsx';
import { TestCheckoutRoute } from './test-checkout-route.tsx';

/** /payments/test/checkout/{id}: the test provider's checkout. */
export function TestCheckoutPage() {
  const { id = '' } = useParams();
  return <TestCheckoutRoute id={id} />;
}

/** /payments/test/accounts/{accountId}: the test provider's onboarding for a payout account. */
export function TestAccountPage() {
  const { accountId = '' } = useParams();
  return <TestAccountRoute accountId={accountId} />;
}
