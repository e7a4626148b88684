import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TeamMember, Treatment } from '@studio/domain/booking-contract';
import { Fragment, useId } from 'react';
import { EditDeleteActions } from '../../../components/edit-delete-actions.tsx';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { formatDuration } from '../../../i18n/format-duration.ts';
import { formatList } from '../../../i18n/format-list.ts';
import { formatMoney } from '../../../i18n/format-money.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { MemberAvatar } from '../../../shared/team/components/member-avatar.tsx';
import { groupByCategory } from '../../../shared/treatments/treatment-groups.ts';

interface ServicesListProps {
  services: readonly Treatment[];
  team: readonly TeamMember[];
  currency: string;
  onEdit: (service: Treatment) => void;
  onDelete: (service: Treatment) => void;
}

/** Treatments grouped by category, each with price, duration, extras, state and who performs it. */
export function TreatmentsList({ services, team, currency, onEdit, onDelete }: ServicesListProps) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 3 }} data-testid="services-list">
      {groupByCategory(services).map((group) => (
        <CategoryCard
          key={group.category ?? ''}
          title={group.category ?? t('treatments.uncategorized')}
          services={group.items}
          team={team}
          currency={currency}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </Stack>
  );
}

function CategoryCard({
  title,
  services,
  ...rest
}: Omit<ServicesListProps, 'services'> & { title: string; services: Treatment[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="service-category-group">
      <Stack
        direction="row"
        sx={{ px: { xs: 2, sm: 3 }, py: 2, alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('treatments.count', { count: services.length })}
        </Typography>
      </Stack>
      <Divider />
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {services.map((service, index) => (
          <Fragment key={service.id}>
            {index > 0 ? <Divider component="li" aria-hidden /> : null}
            <ServiceRow service={service} {...rest} />
          </Fragment>
        ))}
      </Box>
    </Card>
  );
}

function ServiceRow({
  service,
  team,
  currency,
  onEdit,
  onDelete,
}: Omit<ServicesListProps, 'services'> & { service: Treatment }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const money = (cents: number) => formatMoney(cents, locale, currency);
  const performers = team.filter((member) => service.teamMemberIds.includes(member.id));
  const performerNames = formatList(
    performers.map((member) => member.name.trim() || t('treatments.unnamedMember')),
    locale,
  );
  const extras = service.extras.map((extra) =>
    extra.priceCents === 0
      ? t('treatments.extras.summary.free', { name: extra.name })
      : t(`treatments.extras.summary.${extra.kind}`, { name: extra.name, price: money(extra.priceCents) }),
  );

  return (
    <Box
      component="li"
      sx={{
        px: { xs: 2, sm: 3 },
        py: 2,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 1fr) auto auto' },
        gap: { xs: 1, md: 3 },
        alignItems: 'center',
        bgcolor: service.active ? undefined : 'action.hover',
      }}
      data-testid="service-row"
      data-service-id={service.id}
      data-name={service.name}
      data-active={String(service.active)}
    >
      <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / 2', md: 'auto' } }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700, wordBreak: 'break-word' }} data-testid="service-row-name">
            {service.name}
          </Typography>
          {service.active ? null : (
            <ToneChip tone="neutral" label={t('treatments.inactive')} data-testid="service-row-inactive" />
          )}
        </Stack>
        {service.description ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              wordBreak: 'break-word',
            }}
          >
            {service.description}
          </Typography>
        ) : null}
        <Stack direction="row" sx={{ gap: 2, mt: 0.75, flexWrap: 'wrap', color: 'text.secondary' }}>
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
            <ScheduleIcon fontSize="small" aria-hidden />
            <Typography variant="body2" data-testid="service-row-duration">
              {formatDuration(t, service.durationMinutes)}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
            {performers.length > 0 ? (
              <Tooltip title={performerNames}>
                <AvatarGroup
                  max={4}
                  sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 11 } }}
                  aria-hidden
                >
                  {performers.map((member) => (
                    <MemberAvatar key={member.id} member={member} size={24} />
                  ))}
                </AvatarGroup>
              </Tooltip>
            ) : (
              <GroupsIcon fontSize="small" aria-hidden />
            )}
            <Typography variant="body2" data-testid="service-row-team">
              {performers.length > 0 ? performerNames : t('treatments.wholeTeam')}
            </Typography>
          </Stack>
        </Stack>
        {extras.length > 0 ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 0.5 }}
            data-testid="service-row-extras"
          >
            {t('treatments.extras.list', { list: formatList(extras, locale) })}
          </Typography>
        ) : null}
      </Box>
      <Typography
        sx={{
          fontWeight: 700,
          whiteSpace: 'nowrap',
          textAlign: 'end',
          alignSelf: { xs: 'start', md: 'center' },
        }}
        data-testid="service-row-price"
      >
        {money(service.priceCents)}
      </Typography>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: { xs: 'end', md: 'auto' } }}>
        <EditDeleteActions
          subject={service.name}
          onEdit={() => onEdit(service)}
          onDelete={() => onDelete(service)}
          testIdPrefix="service"
        />
      </Box>
    </Box>
  );
}
