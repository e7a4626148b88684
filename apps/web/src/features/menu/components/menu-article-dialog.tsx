import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  type MenuArticle,
  type MenuArticleWrite,
  type MenuCategory,
  menuArticleWriteSchema,
} from '@studio/domain/menu-contract';
import { type FormEvent, useState } from 'react';
import { SetupFormDialog } from '../../../components/setup-form-dialog.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { ImageUploadField } from '../../../shared/uploads/components/image-upload-field.tsx';
import { useAdditives } from '../api/list-additives.ts';
import { useAllergens } from '../api/list-allergens.ts';

interface Draft {
  name: string;
  description: string;
  price: string;
  categoryId: string;
  allergens: string[];
  additives: number[];
  available: boolean;
  imageUrl: string | null;
}

function draftOf(article: MenuArticle | null, categoryId: string): Draft {
  const values = article?.pendingChange ? { ...article, ...article.pendingChange } : article;
  return {
    name: values?.name ?? '',
    description: values?.description ?? '',
    price: values ? (values.priceCents / 100).toFixed(2) : '',
    categoryId: values?.categoryId ?? categoryId,
    allergens: values?.allergens ?? [],
    additives: values?.additives ?? [],
    available: article?.available ?? true,
    imageUrl: values?.imageUrl ?? null,
  };
}

/** The price as typed ("3,90" or "3.90") in minor units; NaN when it is not a price. */
function priceCentsOf(text: string): number {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return Number.NaN;
  return Math.round(Number(normalized) * 100);
}

export function MenuArticleDialog({
  shopId,
  article,
  categories,
  defaultCategoryId,
  saving,
  failure,
  onSave,
  onClose,
}: {
  shopId: string;
  article: MenuArticle | null;
  categories: MenuCategory[];
  defaultCategoryId: string;
  saving: boolean;
  failure: Error | null;
  onSave: (write: MenuArticleWrite) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const allergens = useAllergens();
  const additives = useAdditives();
  const [draft, setDraft] = useState<Draft>(() => draftOf(article, defaultCategoryId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const serverFields = failure && isApiError(failure) ? failure.fields : {};
  const errorOf = (field: string) => errors[field] ?? serverFields[field];

  function submit(event: FormEvent) {
    event.preventDefault();
    const write = {
      name: draft.name,
      description: draft.description,
      priceCents: priceCentsOf(draft.price),
      categoryId: draft.categoryId,
      allergens: draft.allergens,
      additives: draft.additives,
      available: draft.available,
      ...(draft.imageUrl ? { imageUrl: draft.imageUrl } : {}),
    };
    const parsed = menuArticleWriteSchema.safeParse(write);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            String(issue.path[0]),
            t(`menu.form.invalid.${String(issue.path[0])}`),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    onSave(write as MenuArticleWrite);
  }

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  return (
    <SetupFormDialog
      title={t(article ? 'menu.form.editTitle' : 'menu.form.newTitle')}
      submitLabel={t('menu.form.save')}
      saving={saving}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      testId="menu-article"
    >
      <TextField
        label={t('menu.form.name')}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        error={Boolean(errorOf('name'))}
        helperText={errorOf('name')}
        required
        slotProps={{ htmlInput: { 'data-testid': 'menu-article-name', maxLength: 100 } }}
      />
      <TextField
        label={t('menu.form.description')}
        value={draft.description}
        onChange={(event) => set('description', event.target.value)}
        error={Boolean(errorOf('description'))}
        helperText={errorOf('description')}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { 'data-testid': 'menu-article-description', maxLength: 1000 } }}
      />
      <TextField
        label={t('menu.form.price')}
        value={draft.price}
        onChange={(event) => set('price', event.target.value)}
        error={Boolean(errorOf('priceCents'))}
        helperText={errorOf('priceCents')}
        required
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'data-testid': 'menu-article-price' },
          input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
        }}
      />
      <TextField
        select
        label={t('menu.form.category')}
        value={draft.categoryId}
        onChange={(event) => set('categoryId', event.target.value)}
        error={Boolean(errorOf('categoryId'))}
        helperText={errorOf('categoryId')}
        required
      >
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        options={allergens.data ?? []}
        getOptionLabel={(option) => `${option.code}: ${option.name}`}
        value={(allergens.data ?? []).filter((option) => draft.allergens.includes(option.code))}
        onChange={(_event, value) =>
          set(
            'allergens',
            value.map((option) => option.code),
          )
        }
        renderInput={(params) => (
          <TextField {...params} label={t('menu.form.allergens')} helperText={t('menu.form.allergensHint')} />
        )}
        data-testid="menu-article-allergens"
      />
      <Autocomplete
        multiple
        options={additives.data ?? []}
        getOptionLabel={(option) => `${option.code}: ${option.name}`}
        value={(additives.data ?? []).filter((option) => draft.additives.includes(option.code))}
        onChange={(_event, value) =>
          set(
            'additives',
            value.map((option) => option.code),
          )
        }
        renderInput={(params) => <TextField {...params} label={t('menu.form.additives')} />}
      />
      {draft.imageUrl ? (
        <Box
          component="img"
          src={draft.imageUrl}
          alt=""
          sx={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 2 }}
          data-testid="menu-article-image-preview"
        />
      ) : null}
      <ImageUploadField
        shopId={shopId}
        hasImage={Boolean(draft.imageUrl)}
        error={errorOf('imageUrl')}
        onUploaded={(url) => {
          set('imageUrl', url);
          setErrors(({ imageUrl: _cleared, ...rest }) => rest);
        }}
        onProblem={(message) => setErrors((current) => ({ ...current, imageUrl: message }))}
        testId="menu-article-image"
      />
      <FormControlLabel
        control={
          <Switch checked={draft.available} onChange={(event) => set('available', event.target.checked)} />
        }
        label={t('menu.form.available')}
      />
    </SetupFormDialog>
  );
}
