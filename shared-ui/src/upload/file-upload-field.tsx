import UploadFileIcon from '@mui/icons-material/UploadFile';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { Box, Button, FormControl, FormHelperText, Typography } from 'shared-ui';
import { ConfirmDialog, useFocusAfterRemoval, useFormats } from 'shared-ui/components';
import { DEFAULT_FILE_RULES, type FileRef, type FileRules } from 'shared-ui/contract';
import { issueText, ReadOnlyValue, usePortalField, type FieldProps } from 'shared-ui/form';
import { FileList } from './file-list';
import { acceptOf, ISSUE_URL, issueUrl } from './upload-files';
import { useFileUploads, type Refusal } from './use-file-uploads';

export interface FileUploadFieldProps extends FieldProps {
  /** Size and type limits, checked before sending and sent along for the server; default `DEFAULT_FILE_RULES`. */
  rules?: FileRules;
  /** At most this many files (1: a single file). Default: no limit. */
  maxFiles?: number;
  /** Where files are issued: default `g/file/issue` (the public sign-up: `ss/file/issue`). */
  issueUrl?: string;
  /** The attachment setting the files are for; the server narrows its limits by it. */
  attachmentCode?: string;
}

const asFiles = (value: unknown): FileRef[] => (Array.isArray(value) ? (value as FileRef[]) : []);

/**
 * Files bound to react-hook-form; the value is `FileRef[]` (the contract's). Each chosen file is
 * checked (size, type) before it is sent, uploaded with its progress, then listed with a download
 * link and a remove button (asked first). In view mode the files are download links. A required
 * field is checked by the form's schema (`fileListField({ required: true })`, or the slots'
 * `attachmentListSchema`); its message names the field when the rule gives no name.
 */
export function FileUploadField({ rules, maxFiles, issueUrl: baseUrl = ISSUE_URL, attachmentCode, ...props }: FileUploadFieldProps) {
  const portal = usePortalField(props);
  const { t, field, fieldState, readOnly, label } = portal;
  const { list } = useFormats();
  const { getValues, control } = useFormContext();
  const limits = rules ?? DEFAULT_FILE_RULES;
  const files = asFiles(field.value);
  const input = useRef<HTMLInputElement>(null);
  const [removing, setRemoving] = useState<FileRef | null>(null);
  // After a removal the keyboard goes on from the next file's remove button, else the previous
  // one's, else the chooser (enabled again once the field has re-rendered).
  const { removeButton, addControl, removed } = useFocusAfterRemoval();
  const helpId = useId();
  const { uploads, refusals, choose } = useFileUploads({
    control,
    url: issueUrl(baseUrl, { rules, attachmentCode }),
    rules: limits,
    maxFiles,
    count: () => asFiles(getValues(props.name)).length,
    onUploaded: (file) => field.onChange([...asFiles(getValues(props.name)), file]),
  });

  if (readOnly) {
    return <ReadOnlyValue label={props.label} labelValues={props.labelValues}>{files.length > 0 ? <FileList files={files} label={props.label} labelValues={props.labelValues} /> : undefined}</ReadOnlyValue>;
  }

  const error = issueText(t, fieldState.error, { name: label });
  const hint = props.helperText ? t(props.helperText) : t('upload:limits', { size: limits.maxMb, types: list(limits.types) });
  const full = maxFiles !== undefined && files.length + uploads.length >= maxFiles;
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file can be chosen again
    choose(chosen);
  };
  const remove = () => {
    removed(files.findIndex((f) => f.fileId === removing?.fileId));
    field.onChange(files.filter((f) => f.fileId !== removing?.fileId));
    setRemoving(null);
  };

  return (
    <FormControl component="fieldset" error={Boolean(error)} required={props.required} disabled={props.disabled} fullWidth>
      <FormLabel component="legend">{label}</FormLabel>
      <Box sx={{ mt: 0.5 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          disabled={props.disabled || full}
          aria-describedby={helpId}
          ref={(element: HTMLButtonElement | null) => {
            addControl(element);
            field.ref(element);
          }}
          onClick={() => input.current?.click()}
          onBlur={field.onBlur}
        >
          {maxFiles === 1 ? t('upload:chooseOne') : t('upload:choose')}
        </Button>
        <input ref={input} type="file" hidden aria-label={label} multiple={maxFiles !== 1} accept={acceptOf(limits)} onChange={onChoose} />
      </Box>
      {uploads.map((upload) => (
        <Box key={upload.key} sx={{ mt: 1 }}>
          <Typography variant="body2">{upload.name}</Typography>
          <LinearProgress variant="determinate" value={upload.percent} aria-label={t('upload:uploading', { name: upload.name })} />
        </Box>
      ))}
      <FileList files={files} label={props.label} labelValues={props.labelValues} onRemove={setRemoving} removeRef={removeButton} disabled={props.disabled} />
      <FormHelperText id={helpId}>{error ?? hint}</FormHelperText>
      {refusals.length > 0 && (
        <Box role="alert">
          {refusals.map((refusal) => (
            <FormHelperText key={refusal.key} error>
              {t('upload:refused', { name: refusal.name, reason: refusalText(t, refusal) })}
            </FormHelperText>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="upload:removeTitle"
        values={{ name: removing?.fileName ?? '' }}
        body="upload:removeBody"
        confirmLabel="upload:removeConfirm"
        destructive
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </FormControl>
  );
}

type Translate = ReturnType<typeof usePortalField>['t'];

function refusalText(t: Translate, refusal: Refusal): string {
  if (refusal.issues.length > 0) return refusal.issues.map((i) => t(i.key, i.params ?? {})).join(' ');
  return refusal.texts.length > 0 ? refusal.texts.join(' ') : t('upload:notUploaded');
}
