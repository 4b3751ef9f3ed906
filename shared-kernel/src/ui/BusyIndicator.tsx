import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { busy$ } from '../bus';
import { theme } from './theme';
import { useObservable } from './useObservable';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;
const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: ${theme.z.busy};
  overflow: hidden;
  background: rgba(29, 95, 168, 0.15);
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    width: 40%;
    background: ${theme.colors.primary};
    animation: ${slide} 1.1s ease-in-out infinite;
  }
`;
const Label = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

/** A thin progress bar at the top while requests are in flight (bus busy$ > 0). */
export function BusyIndicator() {
  const { t } = useTranslation('ui');
  const count = useObservable(busy$);
  if (count <= 0) return null;
  return (
    <Bar role="status" aria-live="polite">
      <Label>{t('layout.busy')}</Label>
    </Bar>
  );
}
