import { useCallback, useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** Current value of a bus BehaviorSubject, re-rendering when it changes. */
export function useSubjectValue<T>(subject: BehaviorSubject<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    [subject],
  );
  const read = useCallback(() => subject.getValue(), [subject]);
  return useSyncExternalStore(subscribe, read, read);
}
