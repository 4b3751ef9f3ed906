import { useOrdersT } from '../i18n';
import { KINDS } from '../model';

/** The bet kind picker of a web order row (Normal, Box, iBox, PH, PB, Reverse). */
export function KindSelect({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (kind: number) => void;
  label: string;
}) {
  const { t } = useOrdersT();
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {KINDS.map((k) => (
        <option key={k} value={k}>
          {t(`common.kinds.k${k}`)}
        </option>
      ))}
    </select>
  );
}
