import { WebOrderPage } from './components/WebOrderPage';
import { registerOrdersTranslations } from './i18n';

registerOrdersTranslations();

/** /betting/web-order2: many numbers with the same amounts. */
export default function WebOrder2Screen() {
  return <WebOrderPage mode="numbers" />;
}
