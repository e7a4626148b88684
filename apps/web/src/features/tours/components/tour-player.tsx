import CloseIcon from '@mui/icons-material/Close';
import MinimizeIcon from '@mui/icons-material/Minimize';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import TourIcon from '@mui/icons-material/TourOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import type { TourPlayerAction, TourPlayerState } from '../tour-player-state.ts';

export interface TourPlayerProps {
  tourTitle: string;
  stepTitle: string;
  stepText: string;
  state: TourPlayerState;
  onAction: (action: TourPlayerAction) => void;
  onClose: () => void;
  regionRef?: Ref<HTMLDivElement>;
}

// Above driver.js's overlay (10 000) and its popover layer; the page under the overlay takes no
// pointer events while a step is highlighted, the player must.
const playerSx = {
  position: 'fixed',
  bottom: { xs: 12, sm: 24 },
  right: { xs: 12, sm: 24 },
  zIndex: 1_000_000_001,
  '.driver-active &, .driver-active & *': { pointerEvents: 'auto' },
} as const;

const flipInRtl = { '[dir=rtl] &': { transform: 'scaleX(-1)' } } as const;

/**
 * The floating tour player: previous, next, play (advance by itself), pause, replay, minimize.
 * Rendered by the admin layout, so it stays put while the steps move from screen to screen.
 */
export function TourPlayer({
  tourTitle,
  stepTitle,
  stepText,
  state,
  onAction,
  onClose,
  regionRef,
}: TourPlayerProps) {
  const { t } = useTranslation();
  const position = t('tours.player.position', { step: state.index + 1, total: state.stepCount });
  const act = (type: TourPlayerAction['type']) => () => onAction({ type } as TourPlayerAction);
  // driver.js keeps Tab within the highlighted element; inside the player Tab must work as usual.
  const keepTabHere = (event: KeyboardEvent) => {
    if (event.key === 'Tab') event.stopPropagation();
    if (event.key === 'Escape') onAction({ type: 'minimize' });
  };

  // Both forms of the player are the same keyboard region with the same close button.
  const region = {
    role: 'region',
    'aria-label': tourTitle,
    ref: regionRef,
    tabIndex: -1,
    onKeyDown: keepTabHere,
    'data-testid': 'tour-player',
  } as const;
  const closeButton = (
    <IconButton
      size="small"
      onClick={onClose}
      aria-label={t('tours.player.close')}
      data-testid="tour-player-close"
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );

  if (state.minimized) {
    return (
      <Paper
        elevation={8}
        {...region}
        data-minimized="true"
        sx={{ ...playerSx, borderRadius: 6, px: 1.5, py: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <TourIcon color="primary" aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="tour-player-position">
          {state.finished ? t('tours.player.finishedShort') : position}
        </Typography>
        <IconButton
          size="small"
          onClick={act('restore')}
          aria-label={t('tours.player.restore')}
          data-testid="tour-player-restore"
        >
          <OpenInFullIcon fontSize="small" />
        </IconButton>
        {closeButton}
      </Paper>
    );
  }

  const last = state.index === state.stepCount - 1;
  return (
    <Paper
      elevation={12}
      {...region}
      data-minimized="false"
      sx={{
        ...playerSx,
        width: { xs: 'calc(100vw - 24px)', sm: 380 },
        borderRadius: 3,
        p: 2,
        outline: 'none',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <TourIcon color="primary" aria-hidden />
        <Typography variant="overline" sx={{ flexGrow: 1, lineHeight: 1.4 }}>
          {tourTitle}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="tour-player-position">
          {position}
        </Typography>
        <IconButton
          size="small"
          onClick={act('minimize')}
          aria-label={t('tours.player.minimize')}
          data-testid="tour-player-minimize"
        >
          <MinimizeIcon fontSize="small" />
        </IconButton>
        {closeButton}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={state.finished ? 100 : ((state.index + 1) / Math.max(state.stepCount, 1)) * 100}
        aria-hidden
        sx={{ height: 4, borderRadius: 2, mb: 1.5 }}
      />
      <div aria-live="polite">
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700 }}
          data-testid="tour-player-title"
        >
          {state.finished ? t('tours.player.finishedTitle') : stepTitle}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, minHeight: 40 }}
          data-testid="tour-player-text"
        >
          {state.finished ? t('tours.player.finishedText') : stepText}
        </Typography>
      </div>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mt: 2 }}>
        <IconButton
          onClick={act('previous')}
          disabled={state.index === 0 && !state.finished}
          aria-label={t('tours.player.previous')}
          data-testid="tour-player-previous"
        >
          <NavigateBeforeIcon sx={flipInRtl} />
        </IconButton>
        {state.playing ? (
          <IconButton
            onClick={act('pause')}
            aria-label={t('tours.player.pause')}
            data-testid="tour-player-pause"
          >
            <PauseIcon />
          </IconButton>
        ) : (
          <IconButton
            onClick={act('play')}
            aria-label={t('tours.player.play')}
            data-testid="tour-player-play"
          >
            <PlayArrowIcon sx={flipInRtl} />
          </IconButton>
        )}
        <IconButton
          onClick={act('replay')}
          aria-label={t('tours.player.replay')}
          data-testid="tour-player-replay"
        >
          <ReplayIcon />
        </IconButton>
        <Stack sx={{ flexGrow: 1 }} />
        {state.finished ? (
          <Button variant="contained" onClick={onClose} data-testid="tour-player-done">
            {t('tours.player.done')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={act('next')}
            endIcon={<NavigateNextIcon sx={flipInRtl} />}
            data-testid="tour-player-next"
          >
            {last ? t('tours.player.finish') : t('tours.player.next')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
