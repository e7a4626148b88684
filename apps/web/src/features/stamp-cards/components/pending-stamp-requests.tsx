import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { type StampDecision, useDecideStampRequest } from '../api/decide-stamp-request.ts';
import { useDecideStampRequests } from '../api/decide-stamp-requests.ts';
import { useStampRequests } from '../api/list-stamp-requests.ts';
import { StampRequestRow } from './stamp-request-row.tsx';

/** Pending requests, oldest first: confirm or reject one, or several ticked at once. */
export function PendingStampRequests({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const requests = useStampRequests(shopId, { status: 'pending' });
  const studioZone = useStudioZone(shopId);
  const single = useDecideStampRequest(shopId);
  const bulk = useDecideStampRequests(shopId);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const list = requests.data ?? [];
  const chosen = list.filter((request) => ticked.has(request.id)).map((request) => request.id);
  const busy = single.isPending || bulk.isPending;

  const decideOne = (id: string, decision: StampDecision) =>
    single.mutate(
      { id, decision },
      {
        onSuccess: () =>
          notify(
            t(decision === 'confirm' ? 'stampCards.requests.confirmed' : 'stampCards.requests.rejected'),
          ),
      },
    );

  const decideChosen = (decision: StampDecision) =>
    bulk.mutate(
      { ids: chosen, decision },
      {
        onSuccess: (result) => {
          setTicked(new Set());
          notify(
            t('stampCards.requests.bulkDone', {
              decided: result.decided.length,
              failed: result.failed.length,
            }),
            result.failed.length > 0 ? 'warning' : 'success',
          );
        },
      },
    );

  const toggle = (id: string) =>
    setTicked((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <SectionCard
      title={t('stampCards.requests.title')}
      description={t('stampCards.requests.description')}
      testId="stamp-requests"
      actions={
        list.length > 0 ? (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              color="success"
              disabled={busy || chosen.length === 0}
              onClick={() => decideChosen('confirm')}
              data-testid="stamp-requests-confirm-chosen"
            >
              {t('stampCards.requests.confirmChosen', { count: chosen.length })}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={busy || chosen.length === 0}
              onClick={() => decideChosen('reject')}
              data-testid="stamp-requests-reject-chosen"
            >
              {t('stampCards.requests.rejectChosen', { count: chosen.length })}
            </Button>
          </Stack>
        ) : null
      }
    >
      {requests.isPending ? (
        <Skeleton variant="rounded" height={64} />
      ) : list.length === 0 ? (
        <Typography color="text.secondary" data-testid="stamp-requests-empty">
          {t('stampCards.requests.none')}
        </Typography>
      ) : (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={chosen.length === list.length}
                indeterminate={chosen.length > 0 && chosen.length < list.length}
                onChange={(event) =>
                  setTicked(event.target.checked ? new Set(list.map((request) => request.id)) : new Set())
                }
                slotProps={{ input: { 'aria-label': t('stampCards.requests.chooseAll') } }}
                data-testid="stamp-requests-choose-all"
              />
            }
            label={t('stampCards.requests.chooseAll')}
          />
          <Stack divider={<Divider flexItem />}>
            {list.map((request) => (
              <StampRequestRow
                key={request.id}
                request={request}
                studioZone={studioZone}
                busy={busy}
                onDecide={(decision) => decideOne(request.id, decision)}
                leading={
                  <Checkbox
                    checked={ticked.has(request.id)}
                    onChange={() => toggle(request.id)}
                    slotProps={{
                      input: {
                        'aria-label': t('stampCards.requests.choose', {
                          name: request.account.name || request.account.email,
                        }),
                      },
                    }}
                  />
                }
              />
            ))}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}
