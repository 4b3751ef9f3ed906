import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiLogRow } from '../api';
import { Button, Modal, theme } from '@drawdesk/shared-kernel/ui';
import { NAMESPACE } from '../i18n';
import { pretty } from '../model';

const Block = styled.pre`
  background: ${theme.colors.headerBg};
  border: 1px solid ${theme.colors.border};
  padding: ${theme.space.sm};
  max-height: 240px;
  overflow: auto;
  white-space: pre-wrap;
  word-break: break-all;
  font-size: ${theme.font.small};
  margin: 0 0 ${theme.space.sm};
`;

/** One logged call in a modal: request headers, body and response (JSON indented); nothing when `row` is null. */
export function LogDetail({ row, onClose }: { row: ApiLogRow | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  if (!row) return null;
  const headers = JSON.stringify(row.requestHeaders, null, 2);
  return (
    <Modal
      open
      width="800px"
      title={t('log.detailTitle', {
        method: row.method,
        uri: row.uri,
        interpolation: { escapeValue: false },
      })}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <h4>{t('log.headers')}</h4>
      <Block aria-label={t('log.headers')}>{headers}</Block>
      <h4>{t('log.body')}</h4>
      <Block aria-label={t('log.body')}>{pretty(row.requestBody) || t('common.empty')}</Block>
      <h4>{t('log.response')}</h4>
      <Block aria-label={t('log.response')}>{pretty(row.responseContent) || t('common.empty')}</Block>
    </Modal>
  );
}
