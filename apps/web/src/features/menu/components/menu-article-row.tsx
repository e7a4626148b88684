import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MenuArticle } from '@studio/domain/menu-contract';
import type { DragEvent } from 'react';
import { EditDeleteActions } from '../../../components/edit-delete-actions.tsx';
import { type Tone, ToneChip } from '../../../components/tone-chip.tsx';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';

const stateTone: Record<MenuArticle['approvalState'], Tone> = {
  live: 'success',
  changePending: 'info',
  pending: 'warning',
  rejected: 'error',
};

/** One article of the shop's menu editor: drag handle (and arrows for keyboards), state, actions. */
export function MenuArticleRow({
  article,
  currency,
  first,
  last,
  onMove,
  onEdit,
  onDelete,
  onDragStart,
  onDrop,
}: {
  article: MenuArticle;
  currency: string;
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
  onDragStart: () => void;
  onDrop: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      draggable
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragOver={(event: DragEvent) => event.preventDefault()}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        onDrop();
      }}
      data-testid="menu-article-row"
      sx={{
        gap: 1.5,
        alignItems: 'center',
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <DragIndicatorIcon sx={{ color: 'text.disabled', cursor: 'grab' }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{article.name}</Typography>
          <ToneChip
            tone={stateTone[article.approvalState]}
            label={t(`menu.state.${article.approvalState}`)}
          />
          {article.available ? null : <ToneChip tone="neutral" label={t('menu.soldOut')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" noWrap>
          {article.description}
        </Typography>
        {article.allergens.length + article.additives.length > 0 ? (
          <Typography variant="caption" color="text.secondary">
            {[...article.allergens, ...article.additives.map(String)].join(', ')}
          </Typography>
        ) : null}
      </Box>
      <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {formatMoney(article.priceCents, currentLocale(), currency)}
      </Typography>
      <IconButton
        size="small"
        disabled={first}
        onClick={() => onMove(-1)}
        aria-label={t('menu.moveUp', { name: article.name })}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={last}
        onClick={() => onMove(1)}
        aria-label={t('menu.moveDown', { name: article.name })}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <EditDeleteActions
        subject={article.name}
        onEdit={onEdit}
        onDelete={onDelete}
        testIdPrefix="menu-article"
      />
    </Stack>
  );
}
