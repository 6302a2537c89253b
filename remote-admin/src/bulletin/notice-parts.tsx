import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Paper, Stack, Typography } from 'shared-ui';
import { Section, StatusChip, ValueGrid } from 'shared-ui/components';
import type { Bulletin, BulletinDetail } from 'shared-ui/contract';
import { nameOf, optionsOf, useOptions } from 'shared-ui/data';
import { ReadOnlyValue } from 'shared-ui/form';
import { SafeHtml } from 'shared-ui/rich-text';
import { FileList } from 'shared-ui/upload';
import { fieldKey } from './notice-fields';

const categories = optionsOf('bulletinCategories');

/** A category's name in the user's language. */
export function CategoryName({ code }: { code: unknown }) {
  return <>{nameOf(useOptions(categories), code)}</>;
}

/** A list column of the category's name. */
export const categoryColumn = { field: 'category', width: 120, renderCell: ({ value }: { value?: unknown }) => <CategoryName code={value} /> };

/** Where a version stands: doc no., version, its statuses, its dates; `children` add a kind's own. */
export function VersionSummary({ record, children }: { record: BulletinDetail; children?: ReactNode }) {
  return (
    <Section id="bulletin-summary" title="admin:docTracking.summary">
      <ValueGrid>
        <ReadOnlyValue label={fieldKey('docNo')} value={record.docNo} />
        <ReadOnlyValue label={fieldKey('version')} value={`${record.version} (${record.docVersionCode ?? ''})`} />
        <ReadOnlyValue label={fieldKey('status')}>
          <StatusChip catalogue="bulletinStatus" status={record.status} />
        </ReadOnlyValue>
        <ReadOnlyValue label={fieldKey('docVersionStatus')}>
          <StatusChip catalogue="docVersionStatus" status={record.docVersionStatus} />
        </ReadOnlyValue>
        {children}
      </ValueGrid>
      <LastRejection record={record} />
    </Section>
  );
}

/** Why the approver sent the version back, while it is rejected. */
function LastRejection({ record }: { record: BulletinDetail }) {
  const { t } = useTranslation('admin');
  const last = record.status === 'REJECTED' ? [...(record.history ?? [])].reverse().find((h) => h.action === 'REJECT') : undefined;
  if (!last) return null;
  return (
    <Typography role="note" color="error" sx={{ mt: 2 }}>
      {t('admin:docTracking.lastRejection', { name: last.by.name ?? last.by.account, date: last.at.slice(0, 10), reason: last.note ?? '' })}
    </Typography>
  );
}

/** An announcement as its reader sees it: heading, facts, the sanitised content, the files. */
export function NoticeView({ notice, children }: { notice: Omit<Bulletin, 'replies' | 'targets'>; children?: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="notice-title" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography id="notice-title" component="h2" variant="h6" sx={{ mb: 2 }}>
        {notice.title}
      </Typography>
      <Stack spacing={2}>
          <ValueGrid>
            <ReadOnlyValue label={fieldKey('docNo')} value={notice.docNo} />
            <ReadOnlyValue label={fieldKey('subject')} value={notice.subject} />
            <ReadOnlyValue label={fieldKey('category')}>
              <CategoryName code={notice.category} />
            </ReadOnlyValue>
            <ReadOnlyValue label={fieldKey('version')} value={String(notice.version)} />
            <ReadOnlyValue label={fieldKey('publishDate')} value={notice.publishDate} />
            <ReadOnlyValue label={fieldKey('validity')} value={`${notice.validFrom ?? ''} ~ ${notice.validTo ?? ''}`} />
            {children}
          </ValueGrid>
          <SafeHtml html={notice.content} component="article" />
          {notice.attachments.length > 0 && <FileList files={notice.attachments} label={fieldKey('attachments')} />}
      </Stack>
    </Paper>
  );
}
