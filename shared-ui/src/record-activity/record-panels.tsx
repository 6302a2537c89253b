import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from 'shared-ui';
import type { Id, RecordResource } from 'shared-ui/data';

/**
 * The panels a document shows after its own tabs (issue 19), read from the document's own path:
 * `timeline` its state changes (`{path}/{id}/activity`), `conversation` its messages between the
 * company's staff and the supplier (`{path}/{id}/messages`).
 */
export type RecordPanel = 'timeline' | 'conversation';

// Each panel is its own chunk, fetched the first time its tab is chosen: a detail page that is
// only read carries two tab labels, not a message editor.
const TimelinePanel = lazy(() => import(/* webpackChunkName: "record-timeline" */ './timeline-panel'));
const ConversationPanel = lazy(() => import(/* webpackChunkName: "record-conversation" */ './conversation-panel'));

function Loading() {
  const { t } = useTranslation('detail');
  return <Typography role="status">{t('detail:loading')}</Typography>;
}

/** A supplier a record's conversation may be with, as the choice among them names it. */
export interface ConversationSupplier {
  supplierId: Id;
  name: string;
}

export interface RecordPanelProps {
  resource: RecordResource;
  id: Id;
  /**
   * A record several suppliers share (an audit and its targets) has a conversation with each:
   * staff choose which one they read and write (`?supplierId=`). Undefined: the record's one.
   */
  suppliers?: readonly ConversationSupplier[];
}

/** One panel of the record, loaded when shown. */
export function RecordPanelView({ panel, ...props }: RecordPanelProps & { panel: RecordPanel }) {
  return <Suspense fallback={<Loading />}>{panel === 'timeline' ? <TimelinePanel {...props} /> : <ConversationPanel {...props} />}</Suspense>;
}

/** The i18n key of a panel's tab. */
export const panelLabel = (panel: RecordPanel) => `detail:panels.${panel}`;
