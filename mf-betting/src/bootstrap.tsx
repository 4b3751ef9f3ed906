// Standalone development only (npm run dev in this folder): the shell loads './app' instead.
import { initI18n } from '@drawdesk/shared-kernel/i18n';
import { startStandalone } from '@drawdesk/shared-kernel/remote';
import * as lifecycles from './app';

async function main(): Promise<void> {
  await initI18n();
  await startStandalone({ name: 'mf-betting', lifecycles });
}

void main();
