import { expandRedNumber } from '@drawdesk/shared-kernel/domain/betting';
import { useSettingsT } from '../i18n';

/** The numbers a red number would cover, shown as the user types (or why the type does not fit). */
export function PermutationPreview({ number, type }: { number: string; type: string }) {
  const { t } = useSettingsT();
  if (number.trim() === '') return <p data-testid="red-preview">{t('red.previewEmpty')}</p>;
  const result = expandRedNumber(number.trim(), type);
  if (!result.ok) {
    return (
      <p data-testid="red-preview" role="status" style={{ color: '#b00020' }}>
        {result.message}
      </p>
    );
  }
  return (
    <div data-testid="red-preview" role="status">
      <strong>{t('red.preview', { count: result.count })}</strong>
      <ul
        aria-label={t('red.permutations')}
        style={{ display: 'flex', flexWrap: 'wrap', gap: '2px 12px', padding: 0, listStyle: 'none' }}
      >
        {result.numbers.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  );
}
