import { useRef, useState } from 'react';
import { fileRuleIssues, type FileRef, type FileRules, type IssueMessage } from 'shared-ui/contract';
import { silentCallFailure, uploadFile } from 'shared-ui/data';
import { startUpload } from 'shared-ui/form';
import { toFileRef } from './upload-files';

/** A file on its way up, with its progress from 0 to 100. */
export interface UploadInProgress {
  key: string;
  name: string;
  percent: number;
}

/** A chosen file that was not added: the field's own checks (keys) or the server's 400 messages (text). */
export interface Refusal {
  key: string;
  name: string;
  issues: IssueMessage[];
  /** The server's messages; both lists empty means the upload failed for another reason. */
  texts: string[];
}

export interface FileUploadsOptions {
  /** The form's `control`: its Save and Send wait while a file is on its way (`useUploadsPending`). */
  control: object;
  url: string;
  rules: FileRules;
  /** At most this many files in the field; none: no limit. */
  maxFiles?: number;
  /** How many files the field holds now. */
  count(): number;
  onUploaded(file: FileRef): void;
}

/**
 * The uploads of one field: each chosen file is checked (size, type, room left) before anything
 * is sent, then uploaded on its own with its progress; the form is not saved or sent until each one
 * has ended. A refusal stays on screen until the next choice.
 */
export function useFileUploads(options: FileUploadsOptions) {
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const sequence = useRef(0);

  async function send(file: File, key: string) {
    // Told at once, not at the next render: a Save pressed now must already wait for this file.
    const ended = startUpload(options.control);
    setUploads((list) => [...list, { key, name: file.name, percent: 0 }]);
    const progress = (percent: number) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, percent } : u)));
    try {
      options.onUploaded(toFileRef(await uploadFile(options.url, file, progress, { silent: true })));
    } catch (error) {
      setRefusals((list) => [...list, { key, name: file.name, issues: [], texts: silentCallFailure(error) }]);
    } finally {
      ended();
      setUploads((list) => list.filter((u) => u.key !== key));
    }
  }

  function choose(files: readonly File[]) {
    const refused: Refusal[] = [];
    let room = (options.maxFiles ?? Infinity) - options.count() - uploads.length;
    for (const file of files) {
      sequence.current += 1;
      const key = `upload-${sequence.current}`;
      const issues = fileRuleIssues(file, options.rules);
      if (issues.length === 0 && room <= 0) issues.push({ path: 'file', key: 'upload:tooMany', params: { max: options.maxFiles } });
      if (issues.length > 0) {
        refused.push({ key, name: file.name, issues, texts: [] });
        continue;
      }
      room -= 1;
      void send(file, key);
    }
    setRefusals(refused);
  }

  return { uploads, refusals, choose };
}
