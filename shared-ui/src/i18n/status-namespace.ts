import { registerNamespace } from 'shared-ui';
import { statusTexts } from 'shared-ui/status-texts';
import deliveryEn from './locales/en-US/delivery-date.json';
import deliveryZh from './locales/zh-TW/delivery-date.json';

// Status names (shared with the mock backend) and the delivery-date bands, with the signed-in components.
registerNamespace('status', {
  'zh-TW': { ...statusTexts['zh-TW'], deliveryDate: deliveryZh },
  'en-US': { ...statusTexts['en-US'], deliveryDate: deliveryEn },
});
