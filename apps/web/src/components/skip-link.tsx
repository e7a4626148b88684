import Box from '@mui/material/Box';
import { useTranslation } from '../i18n/text-runtime.ts';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the header and navigation straight to the page content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        insetInlineStart: 16,
        top: -80,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus': { top: 12 },
      }}
    >
      {t('app.skipToContent')}
    </Box>
  );
}
