import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from '../i18n/text-runtime.ts';
import { isApiError } from '../lib/api-error.ts';

/**
 * A refused action: the catalogue message and, when the server named them, each field's problem
 * (e.g. what a studio still lacks to go live), so the user knows what to do rather than only that
 * it failed.
 */
export function ApiErrorAlert({
  error,
  testId,
  sx,
}: {
  error: unknown;
  testId: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  const problems = isApiError(error) ? Object.entries(error.fields) : [];
  return (
    <Alert severity="error" sx={sx} data-testid={testId}>
      {isApiError(error) ? error.message : t('errors.unexpected')}
      {problems.length > 0 ? (
        <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
          {problems.map(([field, text]) => (
            <li key={field} data-testid={`${testId}-${field}`}>
              {text}
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}
