import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { screenIcons } from '../../../shared/screen-icons.ts';
import { screenOf } from '../../../shared/screens.ts';
import type { NavGroup, NavItem } from '../../navigation/nav-types.ts';
import { useIsActive } from './use-is-active.ts';

function flatten(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

/** Icon-only rail: every screen one click away, names in tooltips and accessible labels. */
export function MiniNav({ groups, header }: { groups: readonly NavGroup[]; header?: ReactNode }) {
  const { t } = useTranslation();
  const isActive = useIsActive();
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ pb: 1 }}>
      {header}
      {groups.map((group, index) => (
        <Box key={group.id}>
          {index > 0 ? <Divider sx={{ my: 1, mx: 2 }} /> : null}
          <Stack sx={{ alignItems: 'center', gap: 0.5 }}>
            {flatten(group.items).map((item) => {
              const screen = screenOf(item.screen);
              const Icon = screenIcons[item.screen];
              const active = isActive(screen.path);
              const label = t(`nav.items.${item.screen}`);
              return (
                <Tooltip key={item.screen} title={label} placement="right">
                  <IconButton
                    component={RouterLink}
                    to={screen.path}
                    aria-label={label}
                    aria-current={active ? 'page' : undefined}
                    data-testid={`nav-${item.screen}`}
                    sx={(theme) => ({
                      borderRadius: 2,
                      width: 48,
                      height: 44,
                      color: active ? 'primary.main' : 'text.secondary',
                      bgcolor: active ? alpha(theme.palette.primary.main, 0.12) : 'transparent',
                    })}
                  >
                    <Icon />
                  </IconButton>
                </Tooltip>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
