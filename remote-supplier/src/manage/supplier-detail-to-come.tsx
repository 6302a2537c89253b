import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from 'shared-ui/components';

/** The supplier detail (six tabs and the master-data actions) is the rest of its issue: labelled as such until then. */
export function SupplierDetailToCome() {
  const { t } = useTranslation('supplier');
  return <ComingSoonPage feature={t('manage.detail')} />;
}
