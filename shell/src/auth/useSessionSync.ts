import { useEffect } from 'react';
import { OTHER_TAB_CHECK_MS } from '@drawdesk/shared-kernel/domain';
import { SessionKey } from '../session/sessionKeys';
import { reloadToMainPage } from '../session/reloadToMain';
import { loginGuidChangedElsewhere } from './loginGuid';
import { replayStoredPendingState } from './authStore';

/**
 * Keeps this tab in step with the others (SPEC 4): a login elsewhere (the shared guid changed,
 * seen by a storage event or the 2-second check) reloads this tab to the main page; pending state
 * another tab stored is replayed into this tab's session state.
 */
export function useSessionSync(onLanguageStored?: (value: string) => void): void {
  useEffect(() => {
    let reloading = false;
    const checkGuid = () => {
      if (!reloading && loginGuidChangedElsewhere()) {
        reloading = true;
        reloadToMainPage();
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SessionKey.loginGuid) checkGuid();
      if (event.key === null || event.key === SessionKey.pendingTerms) replayStoredPendingState();
      if (event.key === SessionKey.language && event.newValue && onLanguageStored)
        onLanguageStored(event.newValue);
    };
    const timer = setInterval(checkGuid, OTHER_TAB_CHECK_MS);
    window.addEventListener('storage', onStorage);
    return () => {
      clearInterval(timer);
      window.removeEventListener('storage', onStorage);
    };
  }, [onLanguageStored]);
}
