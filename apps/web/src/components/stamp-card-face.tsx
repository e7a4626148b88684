import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/text-runtime.ts';

export interface StampCardFaceProps {
  title: string;
  description?: string;
  imageUrl?: string | null;
  /** Stamps collected (0 for a preview). */
  stamps: number;
  maxStamps: number;
  testId?: string;
}

/**
 * A stamp card drawn as a card: its image and title, and one circle per stamp, filled for each
 * collected. Shared by the customer's card, the owner's preview and the approvals' before/after.
 */
export function StampCardFace({
  title,
  description,
  imageUrl,
  stamps,
  maxStamps,
  testId,
}: StampCardFaceProps) {
  const { t } = useTranslation();
  const slots = Array.from({ length: Math.max(0, maxStamps) }, (_unused, index) => index < stamps);
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
      data-testid={testId}
      data-stamps={stamps}
      data-max-stamps={maxStamps}
    >
      {imageUrl ? (
        <Box
          component="img"
          src={imageUrl}
          alt=""
          sx={{ width: '100%', height: 120, objectFit: 'cover', display: 'block' }}
        />
      ) : null}
      <Stack sx={{ p: 2, gap: 1.5 }}>
        <Box>
          <Typography variant="h6" component="p" sx={{ wordBreak: 'break-word' }}>
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        <Box
          role="img"
          aria-label={t('stampCardFace.progress', { stamps, max: maxStamps })}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(36px, 1fr))', gap: 1 }}
        >
          {slots.map((filled, index) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positions on the card
              key={index}
              data-filled={filled}
              sx={{
                aspectRatio: '1',
                borderRadius: '50%',
                border: 2,
                borderColor: filled ? 'primary.main' : 'divider',
                bgcolor: filled ? 'primary.main' : 'transparent',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {filled ? <CheckIcon fontSize="small" /> : null}
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('stampCardFace.progress', { stamps, max: maxStamps })}
        </Typography>
      </Stack>
    </Box>
  );
}
