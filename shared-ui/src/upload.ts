// shared-ui/upload: file upload fields bound to react-hook-form (`g/file/issue` with progress,
// download links, remove) and the attachment slots of a supplier type. Its own entry, loaded by
// the screens that take files; other entries are imported by package name.
import { registerNamespace } from 'shared-ui';
import 'shared-ui/form'; // the fields' `detail` texts and the `validation` texts of the file rules
import en from './i18n/locales/en-US/upload.json';
import zh from './i18n/locales/zh-TW/upload.json';

registerNamespace('upload', { 'zh-TW': zh, 'en-US': en });

export { FileUploadField, type FileUploadFieldProps } from './upload/file-upload-field';
export { FileList, type FileListProps } from './upload/file-list';
export { AttachmentSlots, attachmentSlotsOf, type AttachmentSlotsProps, type SlotSetting } from './upload/attachment-slots';
export { acceptOf, downloadFileRef, fileUrl, ISSUE_URL, issueUrl, toFileRef } from './upload/upload-files';
