import { SetupScreen, type SetupScreenProps } from '../../../components/setup-screen.tsx';
import { useParams } from '../../../routing/build-router.ts';

/** Customer sub-pages of a studio lead back to that studio's page. */
export function StudioSubpageRoute(props: Omit<SetupScreenProps, 'backTo' | 'backLabelKey'>) {
  const { shopId = '' } = useParams();
  return (
    <SetupScreen
      {...props}
      backTo={`/partner/${encodeURIComponent(shopId)}`}
      backLabelKey="setup.backToStudio"
    />
  );
}
