import FavoriteIcon from '@mui/icons-material/Favorite';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { screenOf } from '../../../shared/screens.ts';
import { useFavouriteStudios } from '../api/get-favourite-studios.ts';
import { studioPagePath } from '../booking-link.ts';

/** The signed-in customer's favourite studios in their account, each a way back to its page. */
export function FavouriteStudiosCard() {
  const { t } = useTranslation();
  const favourites = useFavouriteStudios(true);
  const studios = favourites.data ?? [];
  return (
    <Card
      component="section"
      aria-labelledby="favourite-studios-title"
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid="favourite-studios"
    >
      <Typography id="favourite-studios-title" variant="h6" component="h2" sx={{ px: 1, mb: 1 }}>
        {t('findStudio.favourites.title')}
      </Typography>
      {favourites.isSuccess && studios.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 1 }}>
          {t('findStudio.favourites.none')}
        </Typography>
      ) : null}
      <List>
        {studios.map((studio) => (
          <ListItem key={studio.shopId} disablePadding>
            <ListItemButton
              component="a"
              href={studioPagePath(studio.shopId)}
              sx={{ borderRadius: 2 }}
              data-testid="favourite-studio"
            >
              <FavoriteIcon color="error" fontSize="small" sx={{ me: 2 }} aria-hidden />
              <ListItemText primary={studio.name} secondary={studio.address} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Button component={RouterLink} to={screenOf('findStudio').path} sx={{ mt: 1 }}>
        {t('findStudio.favourites.find')}
      </Button>
    </Card>
  );
}
