import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { SectionCard } from '../../../components/section-card.tsx';
import { SetupEmptyState } from '../../../components/setup-empty-state.tsx';
import { SetupListState } from '../../../components/setup-list-state.tsx';
import { formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { useHandOverGiftClaim } from '../api/hand-over-gift-claim.ts';
import { useGiftClaims } from '../api/list-gift-claims.ts';

/** The gifts customers claimed and still wait to receive at the counter. */
export function GiftClaimsPanel({ shopId }: { shopId: string }) {
  const studioZone = useStudioZone(shopId);
  const { t } = useTranslation();
  const claims = useGiftClaims(shopId, 'claimed');
  const handOver = useHandOverGiftClaim(shopId);
  return (
    <SectionCard
      title={t('gifts.claims.title')}
      description={t('gifts.claims.description')}
      testId="gift-claims"
    >
      <SetupListState
        status={claims.status}
        empty={(claims.data ?? []).length === 0}
        loadFailedMessage={t('gifts.loadFailed')}
        onRetry={() => void claims.refetch()}
        emptyState={
          <SetupEmptyState
            icon={HandshakeIcon}
            title={t('gifts.claims.emptyTitle')}
            text={t('gifts.claims.emptyText')}
            testId="gift-claims-empty"
          />
        }
      >
        <List disablePadding>
          {(claims.data ?? []).map((claim) => (
            <ListItem
              key={claim.id}
              divider
              data-testid="gift-claim"
              secondaryAction={
                <Button
                  variant="outlined"
                  startIcon={<HandshakeIcon />}
                  loading={handOver.isPending && handOver.variables === claim.id}
                  onClick={() =>
                    handOver.mutate(claim.id, {
                      onSuccess: () =>
                        notify(t('gifts.claims.handedOver', { name: claim.account.name }), 'success'),
                    })
                  }
                  data-testid="gift-claim-hand-over"
                >
                  {t('gifts.claims.handOver')}
                </Button>
              }
              sx={{ pr: { xs: 18, sm: 20 } }}
            >
              <ListItemText
                primary={`${claim.giftTitle} · ${claim.account.name || claim.account.email}`}
                secondary={t('gifts.claims.claimedAt', {
                  date: formatStudioDateTime(claim.claimedAt, studioZone, currentLocale()),
                })}
              />
            </ListItem>
          ))}
        </List>
      </SetupListState>
    </SectionCard>
  );
}
