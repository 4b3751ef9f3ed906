import { WebOrderPage } from './webOrder';

/** /betting/web-order: grid entry (number, kind, an amount per code). */
export default function WebOrderScreen() {
  return <WebOrderPage mode="grid" />;
}
