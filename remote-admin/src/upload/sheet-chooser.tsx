import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton, Typography } from 'shared-ui';
import { UploadFileIcon } from 'shared-ui/components';
import { XLSX_TYPE } from 'shared-ui/excel-import';

interface SheetChooserProps {
  /** The file chosen last, named beside the button. */
  file: File | null;
  /** Not now (a sheet is being read or sent, the user may not edit): shown unavailable, keeping the focus. */
  inactive?: boolean;
  onChoose(file: File): void;
}

/** "Choose a file" for an .xlsx sheet: a button (the input itself is hidden) and the chosen file's name. */
export function SheetChooser({ file, inactive, onChoose }: SheetChooserProps) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // the corrected file may have the same name
    if (chosen) onChoose(chosen);
  };
  return (
    <>
      {/* Pressed by the keyboard, the focus comes back to it from the file chooser while the sheet is read: it stays. */}
      <BusyButton variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} inactive={inactive}>
        {t('upload.choose')}
      </BusyButton>
      <input ref={input} type="file" hidden aria-label={t('upload.choose')} accept={`.xlsx,${XLSX_TYPE}`} onChange={changed} />
      {file && <Typography variant="body2">{t('upload.chosen', { name: file.name })}</Typography>}
    </>
  );
}

