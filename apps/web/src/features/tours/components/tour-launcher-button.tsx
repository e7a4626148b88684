import TourIcon from '@mui/icons-material/TourOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useTour } from '../tour-context.ts';

/** Starts (or resumes) the area's tour from the header, on any admin screen. */
export function TourLauncherButton() {
  const { t } = useTranslation();
  const tour = useTour();
  if (!tour) return null;
  return (
    <Tooltip title={t('tours.launcher')}>
      {/* A disabled button fires no events: the span keeps the tooltip working while a tour runs. */}
      <span>
        <IconButton
          onClick={() => tour.start()}
          aria-label={t('tours.launcher')}
          disabled={tour.running || !tour.ready}
          data-testid="tour-launcher"
        >
          <TourIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
