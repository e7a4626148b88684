import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudioSearchItem } from '@studio/domain/consumer-contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useFavouriteStudios } from '../api/get-favourite-studios.ts';
import { useToggleFavouriteStudio } from '../api/toggle-favourite-studio.ts';
import { favouritesFirst } from '../favourites-first.ts';
import { StudioResultCard } from './studio-result-card.tsx';

/** The results as cards; a signed-in customer's favourites come first and can be (un)marked. */
export function StudioResultList({ items, anyDay }: { items: readonly StudioSearchItem[]; anyDay: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = Boolean(session && !session.user.guest);
  const favourites = useFavouriteStudios(signedIn);
  const toggle = useToggleFavouriteStudio();
  const marked = useMemo(
    () => new Set((favourites.data ?? []).map((studio) => studio.shopId)),
    [favourites.data],
  );
  const ordered = useMemo(() => favouritesFirst(items, marked), [items, marked]);

  if (items.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="find-none">
        {t('findStudio.none')}
      </Typography>
    );
  }
  return (
    <Stack component="ol" sx={{ gap: 2, p: 0, m: 0, listStyle: 'none' }} data-testid="find-result-list">
      {ordered.map((item) => {
        const favourite = marked.has(item.shopId);
        return (
          <StudioResultCard
            key={item.shopId}
            item={item}
            anyDay={anyDay}
            favourite={
              signedIn
                ? { favourite, onToggle: () => toggle.mutate({ shopId: item.shopId, favourite: !favourite }) }
                : null
            }
          />
        );
      })}
    </Stack>
  );
}
