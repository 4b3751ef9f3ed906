import { useEffect, useState } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** Current value of a BehaviorSubject, re-rendering on every change. */
export function useObservable<T>(subject: BehaviorSubject<T>): T {
  const [value, setValue] = useState<T>(() => subject.getValue());
  useEffect(() => {
    const sub = subject.subscribe(setValue);
    return () => sub.unsubscribe();
  }, [subject]);
  return value;
}
