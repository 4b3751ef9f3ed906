import { WebOrderPage } from './components/WebOrderPage';
import { registerOrdersTranslations } from './i18n';

registerOrdersTranslations();

/** /betting/web-order: grid entry (number, kind, an amount per code). */
export default function WebOrderScreen() {
  return <WebOrderPage mode="grid" />;
}
