import { POOLS } from '@drawdesk/shared-kernel/domain';
import { useBoundField } from '@drawdesk/shared-kernel/forms/formik';

/** The pools of a payout-adjustment item: one checkbox per pool, named `<label> <pool>`, showing its letter. */
export function ItemPoolsCell({ name, label }: { name: string; label: string }) {
  const field = useBoundField<number[]>(name);
  const pools = field.value ?? [];
  return (
    <>
      {POOLS.map((p) => (
        <label key={p.id} className="pool">
          <input
            type="checkbox"
            aria-label={`${label} ${p.displayName}`}
            checked={pools.includes(p.id)}
            onChange={(e) =>
              field.onChange(e.target.checked ? [...pools, p.id] : pools.filter((x) => x !== p.id))
            }
          />
          {p.receiptLetter}
        </label>
      ))}
    </>
  );
}
