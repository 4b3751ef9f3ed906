import { useEffect, useRef } from 'react';
import { useFormContext } from '@drawdesk/shared-kernel/forms/formik';
import type { ResultDraft } from '../model';

/**
 * Inside the result form: when the stored result changes (a read, a refresh), the form takes it,
 * unless numbers were typed since the last save or switch (those are never replaced).
 */
export function FollowStoredResult({ stored }: { stored: ResultDraft }) {
  const { dirty, resetForm } = useFormContext<ResultDraft>();
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  useEffect(() => {
    if (!dirtyNow.current) resetForm({ values: stored });
  }, [stored, resetForm]);
  return null;
}
