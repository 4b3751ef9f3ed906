import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@drawdesk/shared-kernel/i18n';
import { createQueryClient, setSharedQueryClient } from '@drawdesk/shared-kernel/query';
import { App } from './App';
import { registerShellTranslations } from './i18n';

/** Entry after the Module Federation async boundary (index.ts does import('./bootstrap')). */
async function start(): Promise<void> {
  // Registered first, added by initI18n; the language is the remembered one, else English.
  registerShellTranslations();
  // The page's one QueryClient: the shell's root and every remote's render under it.
  setSharedQueryClient(createQueryClient());
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
