import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@studio/domain/booking-contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';

function MemberOption({
  selected,
  onSelect,
  avatar,
  label,
  testId,
  memberId,
}: {
  selected: boolean;
  onSelect: () => void;
  avatar: ReactNode;
  label: string;
  testId: string;
  memberId?: string;
}) {
  return (
    <ButtonBase
      aria-pressed={selected}
      onClick={onSelect}
      data-testid={testId}
      data-member-id={memberId}
      focusRipple
      sx={(theme) => ({
        flexDirection: 'column',
        gap: 0.75,
        flex: '0 0 auto',
        width: 92,
        py: 1.25,
        px: 0.5,
        borderRadius: 3,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      {avatar}
      <Typography
        variant="body2"
        sx={{ fontWeight: selected ? 600 : 400, maxWidth: '100%', px: 0.5 }}
        noWrap
        title={label}
      >
        {label}
      </Typography>
    </ButtonBase>
  );
}

/** "No preference" or one of the team members who perform every chosen treatment. */
export function TeamMemberPicker({
  members,
  selectedId,
  onChange,
}: {
  members: readonly TeamMember[];
  selectedId: string | null;
  onChange: (memberId: string | null) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} sx={{ gap: 1.5 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {t('bookingFlow.member.title')}
      </Typography>
      <Stack
        role="group"
        aria-labelledby={titleId}
        direction="row"
        sx={{
          gap: 1.5,
          overflowX: 'auto',
          // Room for the focus outline inside the scroll area.
          p: 0.5,
          m: -0.5,
          scrollbarWidth: 'thin',
        }}
        data-testid="member-picker"
      >
        <MemberOption
          selected={selectedId === null}
          onSelect={() => onChange(null)}
          testId="member-any"
          label={t('bookingFlow.member.noPreference')}
          avatar={
            <Avatar sx={{ bgcolor: 'action.selected', color: 'text.primary' }}>
              <GroupsIcon aria-hidden />
            </Avatar>
          }
        />
        {members.map((member) => {
          const name = member.name || t('bookingFlow.member.unnamed');
          return (
            <MemberOption
              key={member.id}
              selected={selectedId === member.id}
              onSelect={() => onChange(member.id)}
              testId="member-option"
              memberId={member.id}
              label={name}
              avatar={
                <Avatar
                  sx={{
                    bgcolor: member.color,
                    color: (theme) => theme.palette.getContrastText(member.color),
                  }}
                >
                  {name.slice(0, 1).toUpperCase()}
                </Avatar>
              }
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
