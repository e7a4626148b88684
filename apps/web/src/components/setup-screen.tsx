import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunchOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/text-runtime.ts';
import { Link as RouterLink } from '../routing/build-router.ts';
import type { IconComponent } from './icon-type.ts';

export interface SetupScreenProps {
  /** i18n key prefix of the screen, e.g. "screens.calendar": its title and description live there. */
  screenKey: string;
  icon: IconComponent;
  backTo: string;
  backLabelKey: string;
  /** "comingSoon" is for features announced but not planned yet (the online shop). */
  variant?: 'setup' | 'comingSoon';
}

/** The designed "this area is being set up" state of screens that later work will fill in. */
export function SetupScreen({
  screenKey,
  icon: Icon,
  backTo,
  backLabelKey,
  variant = 'setup',
}: SetupScreenProps) {
  const { t } = useTranslation();
  const comingSoon = variant === 'comingSoon';
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }} data-testid="setup-screen">
      <Card
        sx={(theme) => ({
          position: 'relative',
          overflow: 'hidden',
          width: '100%',
          maxWidth: 680,
          textAlign: 'center',
          px: { xs: 3, sm: 6 },
          py: { xs: 5, sm: 7 },
          background: `radial-gradient(120% 80% at 50% 0%, ${alpha(theme.palette.primary.main, 0.1)}, transparent 60%), ${theme.palette.background.paper}`,
        })}
      >
        <Avatar
          sx={(theme) => ({
            width: 88,
            height: 88,
            mx: 'auto',
            mb: 3,
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.12),
            boxShadow: `0 0 0 10px ${alpha(theme.palette.primary.main, 0.05)}`,
          })}
        >
          <Icon sx={{ fontSize: 44 }} />
        </Avatar>
        <Chip
          icon={comingSoon ? <RocketLaunchIcon /> : <ConstructionIcon />}
          label={t(comingSoon ? 'setup.comingSoonBadge' : 'setup.badge')}
          color="primary"
          variant="outlined"
          size="small"
          sx={{ mb: 2, fontWeight: 600 }}
        />
        <Typography variant="h4" component="h1" sx={{ mb: 1.5 }} data-testid="page-title">
          {t(`${screenKey}.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1, maxWidth: 520, mx: 'auto' }}>
          {t(`${screenKey}.description`)}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ mb: 4, maxWidth: 520, mx: 'auto' }}
          data-testid="setup-message"
        >
          {t(comingSoon ? 'setup.comingSoonBody' : 'setup.body')}
        </Typography>
        <Button
          component={RouterLink}
          to={backTo}
          variant="contained"
          startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          data-testid="setup-back"
        >
          {t(backLabelKey)}
        </Button>
      </Card>
    </Box>
  );
}
