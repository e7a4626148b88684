import { Navigate, useParams } from 'react-router';
import { TestAccountRoute } from './test-account-route.tsx';
import { TestCheckoutRoute } from './test-checkout-route.tsx';

/** /payments/test/checkout/{id} and /payments/test/accounts/{accountId}: the test provider's pages. */
export function TestProviderRoute() {
  const { '*': rest = '' } = useParams();
  const [kind, id] = rest.split('/');
  if (kind === 'checkout' && id) return <TestCheckoutRoute id={id} />;
  if (kind === 'accounts' && id) return <TestAccountRoute accountId={id} />;
  return <Navigate to="/login" replace />;
}
