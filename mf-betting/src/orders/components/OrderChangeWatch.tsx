import { useEffect } from 'react';
import { useFormContext } from '@drawdesk/shared-kernel/forms/formik';

/**
 * Calls `onChange` whenever the enclosing form's values change (an edit, a reset), so that the next
 * submit is a new order; a retried submit of unchanged values keeps its order key. `onChange` must
 * be stable (useOrderSubmit's `changed` is).
 */
export function OrderChangeWatch({ onChange }: { onChange: () => void }) {
  const { values } = useFormContext<unknown>();
  useEffect(() => onChange(), [values, onChange]);
  return null;
}
