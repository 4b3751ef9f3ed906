import { useState } from 'react';

/**
 * What a screen edits in its modal or side form (null = nothing open), with the handlers the form
 * takes: `close` on cancel, `saved` after a save (closes, then runs `afterSave`, e.g. a table refresh).
 */
export function useEditing<T>(afterSave: () => void) {
  const [editing, setEditing] = useState<T | null>(null);
  return {
    editing,
    setEditing,
    close: () => setEditing(null),
    saved: () => {
      setEditing(null);
      afterSave();
    },
  };
}
