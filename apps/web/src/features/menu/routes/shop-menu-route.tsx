import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MenuArticle, MenuArticleWrite, MenuCategory } from '@studio/domain/menu-contract';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useShop } from '../../../shared/shops/api/get-shop.ts';
import { useCreateMenuArticle } from '../api/create-menu-article.ts';
import { useCreateMenuCategory } from '../api/create-menu-category.ts';
import { useDeleteMenuArticle } from '../api/delete-menu-article.ts';
import { useDeleteMenuCategory } from '../api/delete-menu-category.ts';
import { useMenuArticles } from '../api/list-menu-articles.ts';
import { useMenuCategories } from '../api/list-menu-categories.ts';
import { useReorderMenu } from '../api/reorder-menu.ts';
import { useUpdateMenuArticle } from '../api/update-menu-article.ts';
import { MenuArticleDialog } from '../components/menu-article-dialog.tsx';
import { MenuArticleRow } from '../components/menu-article-row.tsx';

/** /menu: the shop's categories and articles, their approval state, and their order by drag and drop. */
export function ShopMenuRoute() {
  return <CurrentShopGate>{(shopId) => <ShopMenuScreen shopId={shopId} />}</CurrentShopGate>;
}

type Editing = { article: MenuArticle | null; categoryId: string } | null;

function move<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

function ShopMenuScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const shop = useShop(shopId);
  const categories = useMenuCategories(shopId);
  const articles = useMenuArticles(shopId);
  const createCategory = useCreateMenuCategory(shopId);
  const deleteCategory = useDeleteMenuCategory(shopId);
  const createArticle = useCreateMenuArticle(shopId);
  const updateArticle = useUpdateMenuArticle(shopId);
  const deleteArticle = useDeleteMenuArticle(shopId);
  const reorder = useReorderMenu(shopId);
  const [categoryName, setCategoryName] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MenuArticle | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const currency = shop.data?.currencyCode ?? 'EUR';

  const list = categories.data ?? [];
  const all = articles.data ?? [];
  const articlesOf = (category: MenuCategory) => all.filter((article) => article.categoryId === category.id);

  function saveOrder(nextCategories: MenuCategory[], changed?: { categoryId: string; articleIds: string[] }) {
    reorder.mutate({
      categories: nextCategories.map((category) => ({
        id: category.id,
        articleIds:
          changed?.categoryId === category.id
            ? changed.articleIds
            : articlesOf(category).map((article) => article.id),
      })),
    });
  }

  function moveArticle(category: MenuCategory, from: number, to: number) {
    const ids = articlesOf(category).map((article) => article.id);
    if (to < 0 || to >= ids.length || from === to) return;
    saveOrder(list, { categoryId: category.id, articleIds: move(ids, from, to) });
  }

  function addCategory(event: FormEvent) {
    event.preventDefault();
    if (!categoryName.trim()) return;
    createCategory.mutate(
      { name: categoryName.trim(), position: list.length },
      { onSuccess: () => setCategoryName('') },
    );
  }

  function save(write: MenuArticleWrite) {
    const done = {
      onSuccess: (saved: MenuArticle) => {
        setEditing(null);
        notify(t(saved.approvalState === 'live' ? 'menu.savedLive' : 'menu.savedForApproval'));
      },
    };
    if (editing?.article) updateArticle.mutate({ id: editing.article.id, article: write }, done);
    else createArticle.mutate(write, done);
  }

  const loading = categories.isPending || articles.isPending;
  return (
    <>
      <PageHeader
        title={t('screens.shopMenu.title')}
        description={t('screens.shopMenu.description')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={list.length === 0}
            onClick={() => setEditing({ article: null, categoryId: list[0]?.id ?? '' })}
            data-testid="menu-article-add"
          >
            {t('menu.addArticle')}
          </Button>
        }
      />
      {categories.isError || articles.isError ? <Alert severity="error">{t('menu.loadFailed')}</Alert> : null}
      {loading ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <Stack sx={{ gap: 3 }}>
          {list.map((category, index) => {
            const items = articlesOf(category);
            return (
              <SectionCard
                key={category.id}
                title={category.name}
                testId="menu-category"
                actions={
                  <Stack direction="row" sx={{ gap: 0.5 }}>
                    <Button
                      size="small"
                      disabled={index === 0}
                      onClick={() => saveOrder(move(list, index, index - 1))}
                    >
                      {t('menu.categoryUp')}
                    </Button>
                    <Button
                      size="small"
                      startIcon={<AddIcon />}
                      onClick={() => setEditing({ article: null, categoryId: category.id })}
                    >
                      {t('menu.addArticle')}
                    </Button>
                    <IconButton
                      aria-label={t('common.deleteSubject', { subject: category.name })}
                      onClick={() => deleteCategory.mutate(category.id)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                }
              >
                {items.length === 0 ? (
                  <Typography color="text.secondary">{t('menu.emptyCategory')}</Typography>
                ) : (
                  items.map((article, position) => (
                    <MenuArticleRow
                      key={article.id}
                      article={article}
                      currency={currency}
                      first={position === 0}
                      last={position === items.length - 1}
                      onMove={(step) => moveArticle(category, position, position + step)}
                      onEdit={() => setEditing({ article, categoryId: category.id })}
                      onDelete={() => setDeleting(article)}
                      onDragStart={() => setDragged(article.id)}
                      onDrop={() => {
                        const from = items.findIndex((item) => item.id === dragged);
                        if (from >= 0) moveArticle(category, from, position);
                        setDragged(null);
                      }}
                    />
                  ))
                )}
              </SectionCard>
            );
          })}
          <SectionCard title={t('menu.newCategory')} description={t('menu.newCategoryHint')}>
            <Stack component="form" direction="row" sx={{ gap: 1.5 }} onSubmit={addCategory}>
              <TextField
                size="small"
                label={t('menu.categoryName')}
                value={categoryName}
                onChange={(event) => setCategoryName(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'menu-category-name' } }}
                sx={{ flex: 1 }}
              />
              <Button
                type="submit"
                variant="outlined"
                loading={createCategory.isPending}
                data-testid="menu-category-add"
              >
                {t('menu.addCategory')}
              </Button>
            </Stack>
          </SectionCard>
        </Stack>
      )}
      {editing ? (
        <MenuArticleDialog
          shopId={shopId}
          article={editing.article}
          categories={list}
          defaultCategoryId={editing.categoryId}
          saving={createArticle.isPending || updateArticle.isPending}
          failure={createArticle.error ?? updateArticle.error}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('menu.deleteTitle')}
        text={t('menu.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('menu.delete')}
        destructive
        loading={deleteArticle.isPending}
        onConfirm={() =>
          deleting && deleteArticle.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
