import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './Button';
import { theme } from './theme';

export interface RemoteErrorPanelProps {
  /** Name of the remote that failed (e.g. 'mf-reports'). */
  remoteName: string;
  onRetry: () => void;
  /** Technical detail, shown small (optional). */
  detail?: string;
}

const Box = styled.div`
  margin: ${theme.space.lg};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: 16px;
    color: ${theme.colors.danger};
  }
  p {
    margin: 0 0 ${theme.space.md};
  }
  small {
    display: block;
    color: ${theme.colors.muted};
    margin-bottom: ${theme.space.md};
    overflow-wrap: anywhere;
  }
`;

/** Shown by the shell in place of a remote that failed to load; the rest of the app keeps working. */
export function RemoteErrorPanel({ remoteName, onRetry, detail }: RemoteErrorPanelProps) {
  const { t } = useTranslation('ui');
  return (
    <Box role="alert">
      <h2>{t('layout.remoteFailed', { defaultValue: 'This area failed to load' })}</h2>
      <p>
        {t('layout.remoteFailedDetail', {
          remote: remoteName,
          defaultValue: `The module "${remoteName}" could not be loaded.`,
        })}
      </p>
      {detail && <small>{detail}</small>}
      <Button variant="primary" onClick={onRetry}>
        {t('layout.retry', { defaultValue: 'Retry' })}
      </Button>
    </Box>
  );
}
