import AlternateEmailIcon from '@mui/icons-material/AlternateEmailOutlined';
import PasswordIcon from '@mui/icons-material/PasswordOutlined';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTipOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@studio/domain/auth-contract';
import { type ReactNode, useId } from 'react';
import type { IconComponent } from '../../../components/icon-type.ts';
import { LazyTexts } from '../../../i18n/lazy-texts.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { ChangeEmailForm } from './change-email-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { MyDataSection } from './my-data-section.tsx';

function SecuritySection({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: IconComponent;
  title: string;
  text: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 3, md: 4 } }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1 }}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Icon />
        </Avatar>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      {children}
    </Card>
  );
}

function MyDataPanel() {
  const { t } = useTranslation();
  return (
    <SecuritySection icon={PrivacyTipIcon} title={t('myData.title')} text={t('myData.rights')}>
      <MyDataSection />
    </SecuritySection>
  );
}

/** Change email (with the password) and change password, side by side on wide screens. */
export function AccountSecurityPanel({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  if (user.guest) {
    return (
      <Alert severity="info" data-testid="security-guest">
        {t('security.guest')}
      </Alert>
    );
  }
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, alignItems: 'start' }}
    >
      <SecuritySection
        icon={AlternateEmailIcon}
        title={t('security.email.title')}
        text={t('security.email.text')}
      >
        <ChangeEmailForm currentEmail={user.email} />
      </SecuritySection>
      <SecuritySection
        icon={PasswordIcon}
        title={t('security.password.title')}
        text={t('security.password.text')}
      >
        <ChangePasswordForm />
      </SecuritySection>
      {user.role === 'appUser' ? (
        // Loaded with this section, not with every customer page (the bundle budget).
        <LazyTexts features={['auth']}>
          <MyDataPanel />
        </LazyTexts>
      ) : null}
    </Box>
  );
}
