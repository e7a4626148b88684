import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from '../i18n/text-runtime.ts';

/** Edit and delete buttons of a list entry; `subject` names the entry for screen readers. */
export function EditDeleteActions({
  subject,
  onEdit,
  onDelete,
  testIdPrefix,
}: {
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const editLabel = t('common.editSubject', { subject });
  const deleteLabel = t('common.deleteSubject', { subject });
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexShrink: 0 }}>
      <Tooltip title={editLabel}>
        <IconButton onClick={onEdit} aria-label={editLabel} data-testid={`${testIdPrefix}-edit`}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteLabel}>
        <IconButton
          onClick={onDelete}
          aria-label={deleteLabel}
          color="error"
          data-testid={`${testIdPrefix}-delete`}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
