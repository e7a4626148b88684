import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Treatment } from '@studio/domain/booking-contract';
import { useId, useState } from 'react';
import { SetupListSkeleton } from '../../../components/setup-list-skeleton.tsx';
import { SetupLoadError } from '../../../components/setup-load-error.tsx';
import { useFullScreenDialog } from '../../../components/use-full-screen-dialog.ts';
import { formatDuration } from '../../../i18n/format-duration.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { groupByCategory } from '../../../shared/treatments/treatment-groups.ts';
import { useCreateTreatmentsFromTemplates } from '../api/create-treatments-from-templates.ts';
import { type TreatmentTemplate, useTreatmentTemplates } from '../api/list-treatment-templates.ts';
import { templatesNotYetOffered, toggleSelection } from '../template-selection.ts';

/** "Start from templates": pick ready-made treatments, which become the studio's own to edit. */
export function TreatmentTemplatesDialog({
  shopId,
  services,
  currency,
  onClose,
}: {
  shopId: string;
  services: readonly Treatment[];
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fullScreen = useFullScreenDialog();
  const titleId = useId();
  const templates = useTreatmentTemplates(shopId, { enabled: true });
  const creation = useCreateTreatmentsFromTemplates(shopId);

  return (
    <Dialog
      open
      onClose={creation.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="service-templates-dialog"
    >
      <DialogTitle id={titleId}>{t('treatments.templates.title')}</DialogTitle>
      {templates.data ? (
        <TemplatePicker
          templates={templates.data}
          services={services}
          currency={currency}
          saving={creation.isPending}
          failed={creation.isError}
          onClose={onClose}
          onSubmit={(templateIds) =>
            creation.mutate(templateIds, {
              onSuccess: (created) => {
                notify(t('treatments.templates.done', { count: created.length }), 'success');
                onClose();
              },
            })
          }
        />
      ) : (
        <>
          <DialogContent dividers>
            {templates.isError ? (
              <SetupLoadError
                message={t('treatments.templates.loadFailed')}
                onRetry={() => void templates.refetch()}
              />
            ) : (
              <SetupListSkeleton rows={5} height={56} />
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function TemplatePicker({
  templates,
  services,
  currency,
  saving,
  failed,
  onClose,
  onSubmit,
}: {
  templates: TreatmentTemplate[];
  services: readonly Treatment[];
  currency: string;
  saving: boolean;
  failed: boolean;
  onClose: () => void;
  onSubmit: (templateIds: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const order = templates.map((template) => template.id);
  const [selected, setSelected] = useState<Set<string>>(
    () => new Set(templatesNotYetOffered(templates, services).map((template) => template.id)),
  );
  const toggle = (ids: readonly string[], on: boolean) =>
    setSelected(toggleSelection(order, selected, ids, on));

  return (
    <>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 2 } }}>
        <Typography color="text.secondary" sx={{ px: { xs: 1, sm: 1 }, mb: 1 }}>
          {t('treatments.templates.intro')}
        </Typography>
        {failed ? (
          // "Templates could not be created, reload and retry".
          <Alert
            severity="error"
            sx={{ mx: 1, mb: 1 }}
            data-testid="service-templates-failed"
            action={
              <Button
                color="inherit"
                size="small"
                startIcon={<RefreshIcon />}
                onClick={() => window.location.reload()}
              >
                {t('treatments.templates.reload')}
              </Button>
            }
          >
            {t('treatments.templates.failed')}
          </Alert>
        ) : null}
        <Stack direction="row" sx={{ gap: 1, px: 1, mb: 1 }}>
          <Button size="small" onClick={() => toggle(order, true)} data-testid="service-templates-all">
            {t('treatments.templates.selectAll')}
          </Button>
          <Button size="small" onClick={() => toggle(order, false)} data-testid="service-templates-none">
            {t('treatments.templates.selectNone')}
          </Button>
        </Stack>
        {groupByCategory(templates).map((group) => (
          <List
            key={group.category ?? ''}
            dense
            subheader={
              <ListSubheader disableSticky sx={{ bgcolor: 'transparent', fontWeight: 700, lineHeight: 2.5 }}>
                {group.category ?? t('treatments.uncategorized')}
              </ListSubheader>
            }
          >
            {group.items.map((template) => {
              const checked = selected.has(template.id);
              const labelId = `service-template-${template.id}`;
              return (
                <ListItem key={template.id} disablePadding>
                  {/* A label around the checkbox: the whole row toggles it, with one control to focus. */}
                  <Box
                    component="label"
                    sx={{
                      display: 'flex',
                      alignItems: 'flex-start',
                      width: '100%',
                      px: 2,
                      py: 0.75,
                      borderRadius: 2,
                      cursor: 'pointer',
                      '&:hover': { bgcolor: 'action.hover' },
                    }}
                    data-testid="service-template"
                    data-template-id={template.id}
                  >
                    <Checkbox
                      edge="start"
                      checked={checked}
                      onChange={(event) => toggle([template.id], event.target.checked)}
                      sx={{ mt: -0.5, marginInlineEnd: 1 }}
                      slotProps={{ input: { 'aria-labelledby': labelId } }}
                    />
                    <ListItemText
                      id={labelId}
                      primary={template.name}
                      secondary={template.description}
                      sx={{ my: 0 }}
                      slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                    />
                    <Box sx={{ textAlign: 'end', flexShrink: 0, paddingInlineStart: 2 }}>
                      <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                        {formatMoney(template.priceCents, locale, currency)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                        {formatDuration(t, template.durationMinutes)}
                      </Typography>
                    </Box>
                  </Box>
                </ListItem>
              );
            })}
          </List>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          startIcon={<AutoAwesomeIcon />}
          disabled={selected.size === 0}
          loading={saving}
          onClick={() => onSubmit([...selected])}
          data-testid="service-templates-submit"
        >
          {t('treatments.templates.submit', { count: selected.size })}
        </Button>
      </DialogActions>
    </>
  );
}
