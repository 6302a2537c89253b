import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui';
import { IconButton, List, ListItem, ListItemIcon, ListItemText } from 'shared-ui/components';
import type { FileRef } from 'shared-ui/contract';
import { downloadFileRef, sizeText } from './upload-files';

export interface FileListProps {
  files: readonly FileRef[];
  /** i18n key of the field's label (the list's name); `labelValues` fills its placeholders. */
  label: string;
  labelValues?: Record<string, string>;
  /** Offers a remove button per file (not in view mode). */
  onRemove?(file: FileRef): void;
  /** The ref of file `index`'s remove button (`useFocusAfterRemoval`'s `removeButton`). */
  removeRef?(index: number): (element: HTMLElement | null) => void;
  disabled?: boolean;
}

/** The files of a field: each name a download link, its size, and a remove button when editing. */
export function FileList({ files, label, labelValues, onRemove, removeRef, disabled }: FileListProps) {
  const { t } = useTranslation('upload');
  if (files.length === 0) return null;
  return (
    <List dense disablePadding aria-label={t('upload:files', { label: t(label, labelValues ?? {}) })}>
      {files.map((file, index) => (
        <ListItem
          key={file.fileId}
          disableGutters
          secondaryAction={
            onRemove && (
              <IconButton ref={removeRef?.(index)} edge="end" size="small" aria-label={t('upload:remove', { name: file.fileName })} disabled={disabled} onClick={() => onRemove(file)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            )
          }
        >
          <ListItemIcon sx={{ minWidth: 32 }}>
            <AttachFileIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={
              <Link component="button" type="button" variant="body2" aria-label={t('upload:download', { name: file.fileName })} onClick={() => void downloadFileRef(file)}>
                {file.fileName}
              </Link>
            }
            secondary={sizeText(t, file.size)}
          />
        </ListItem>
      ))}
    </List>
  );
}
