import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamMember } from '@studio/domain/booking-contract';
import type { ReactNode } from 'react';
import { EditDeleteActions } from '../../../components/edit-delete-actions.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { MemberAvatar } from '../../../shared/team/components/member-avatar.tsx';

function ContactLine({ icon, href, text }: { icon: ReactNode; href: string; text: string }) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', minWidth: 0, color: 'text.secondary' }}>
      {icon}
      <Link href={href} underline="hover" color="inherit" dir="ltr" sx={{ wordBreak: 'break-all' }}>
        {text}
      </Link>
    </Stack>
  );
}

/** A member with colour, name, contact details and description. */
export function TeamMemberCard({
  member,
  onEdit,
  onDelete,
}: {
  member: TeamMember;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const name = member.name.trim();
  const displayName = name || t('team.unnamed');
  return (
    <Card
      component="li"
      sx={{
        p: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderTop: 4,
        borderColor: member.color,
      }}
      data-testid="team-member-card"
      data-member-id={member.id}
      data-name={member.name}
    >
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <MemberAvatar member={member} size={48} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, wordBreak: 'break-word', fontStyle: name ? 'normal' : 'italic' }}
            data-testid="team-member-name-text"
          >
            {displayName}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: member.color, flexShrink: 0 }}
            />
            <Typography
              variant="caption"
              color="text.secondary"
              dir="ltr"
              data-testid="team-member-color-text"
            >
              {member.color.toUpperCase()}
            </Typography>
          </Stack>
        </Box>
        <EditDeleteActions
          subject={displayName}
          onEdit={onEdit}
          onDelete={onDelete}
          testIdPrefix="team-member"
        />
      </Stack>
      {member.email || member.phone ? (
        <Stack sx={{ gap: 0.5 }}>
          {member.email ? (
            <ContactLine
              icon={<EmailIcon fontSize="small" aria-hidden />}
              href={`mailto:${member.email}`}
              text={member.email}
            />
          ) : null}
          {member.phone ? (
            <ContactLine
              icon={<PhoneIcon fontSize="small" aria-hidden />}
              href={`tel:${member.phone.replace(/\s+/g, '')}`}
              text={member.phone}
            />
          ) : null}
        </Stack>
      ) : null}
      {member.description ? (
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {member.description}
        </Typography>
      ) : null}
    </Card>
  );
}
