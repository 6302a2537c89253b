import { useTranslation } from 'react-i18next';
import type { Feature } from '../routing/features';
import RemoteArea from './remote-area';

/** An `/admin/<feature>` area: the owning remote's routes component for that feature. */
export default function FeatureArea({ feature }: { feature: Feature }) {
  const { t } = useTranslation('shell');
  return <RemoteArea remote={feature.remote} area={t(`menu.${feature.path}`)} from="features" name={feature.path} />;
}
