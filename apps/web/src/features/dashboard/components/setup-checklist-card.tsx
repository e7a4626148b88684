import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@studio/domain/booking-contract';
import type { ModuleFlags } from '@studio/domain/shop';
import { SectionCard } from '../../../components/section-card.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { screenOf } from '../../../shared/screens.ts';
import { checklistProgress } from '../setup-checklist.ts';

/** The setup checklist from the studio's real state, each item leading to its screen. */
export function SetupChecklistCard({
  dashboard,
  flags,
}: {
  dashboard: Dashboard | undefined;
  flags: ModuleFlags | undefined;
}) {
  const { t } = useTranslation();
  const progress = dashboard ? checklistProgress(dashboard.checklist, flags) : undefined;
  return (
    <SectionCard
      title={t('studioDashboard.checklist.title')}
      description={
        progress?.next
          ? t('studioDashboard.checklist.text')
          : progress
            ? t('studioDashboard.checklist.complete')
            : undefined
      }
      testId="dashboard-checklist"
    >
      {progress ? (
        <>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="dashboard-checklist-progress">
              {t('studioDashboard.checklist.progress', { done: progress.done, total: progress.total })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {progress.percent} %
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={progress.percent}
            aria-label={t('studioDashboard.checklist.progress', {
              done: progress.done,
              total: progress.total,
            })}
            sx={{ height: 8, borderRadius: 4, mb: 2 }}
          />
          {progress.missingToGoLive.length > 0 ? (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="dashboard-checklist-live-blocked">
              {t('studioDashboard.checklist.liveBlocked')}
            </Alert>
          ) : null}
          <List disablePadding>
            {progress.items.map((item) => (
              <ListItem key={item.key} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={screenOf(item.screen).path}
                  sx={{ borderRadius: 2, py: 0.75 }}
                  data-testid={`dashboard-checklist-${item.key}`}
                  data-done={item.done}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    {item.done ? (
                      <CheckCircleIcon color="success" titleAccess={t('studioDashboard.checklist.done')} />
                    ) : (
                      <RadioButtonUncheckedIcon
                        sx={{ color: 'text.secondary' }}
                        titleAccess={t('studioDashboard.checklist.open')}
                      />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={t(`studioDashboard.checklist.items.${item.key}.title`)}
                    secondary={item.done ? undefined : t(`studioDashboard.checklist.items.${item.key}.hint`)}
                    slotProps={{
                      primary: {
                        sx: {
                          fontWeight: item === progress.next ? 700 : 500,
                          color: item.done ? 'text.secondary' : 'text.primary',
                        },
                      },
                    }}
                  />
                  {progress.missingToGoLive.some((key) => key === item.key) ? (
                    <Box component="span" sx={{ mx: 1, flexShrink: 0 }}>
                      <ToneChip
                        tone="warning"
                        size="small"
                        label={t('studioDashboard.checklist.neededToGoLive')}
                        data-testid={`dashboard-checklist-${item.key}-needed`}
                      />
                    </Box>
                  ) : null}
                  <ChevronRightIcon
                    aria-hidden
                    sx={{ color: 'text.secondary', '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </>
      ) : (
        <Box role="status" aria-label={t('app.loading')}>
          <Skeleton variant="rounded" height={8} sx={{ mb: 2 }} />
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} height={40} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
