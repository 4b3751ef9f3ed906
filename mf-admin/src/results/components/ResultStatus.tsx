import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';
import type { PoolResult, ReleaseStatus } from '../api';
import { NAMESPACE } from '../i18n';

const Status = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px ${theme.space.md};
  margin: 0;
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** The stored result's state and version, and the release status of the draw ('-' when unknown). */
export function ResultStatus({
  result,
  release,
}: {
  result: PoolResult | null;
  release: ReleaseStatus['status'] | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const resultStatus = result ? result.status : 'none';
  return (
    <Status aria-label={t('status.title')} data-testid="result-status">
      <dt>{t('status.result')}</dt>
      <dd>
        {t(`status.${resultStatus === 'released' ? 'validated' : resultStatus}`)}
        {result ? ` · ${t('status.version', { v: result.version })}` : ''}
      </dd>
      <dt>{t('status.release')}</dt>
      <dd data-testid="release-status">{release ? t(`status.${release}`) : '-'}</dd>
    </Status>
  );
}
