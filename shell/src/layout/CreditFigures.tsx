import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { formatAmount } from '@drawdesk/shared-kernel/domain';
import { useCredit } from '../credit/useCredit';

const Figures = styled.button`
  font: inherit;
  display: inline-flex;
  gap: 6px;
  align-items: baseline;
  background: rgba(255, 255, 255, 0.08);
  border: 1px solid rgba(255, 255, 255, 0.25);
  border-radius: 4px;
  color: inherit;
  padding: 3px 10px;
  cursor: pointer;
  font-variant-numeric: tabular-nums;
  &:hover {
    background: rgba(255, 255, 255, 0.18);
  }
  small {
    opacity: 0.8;
    font-size: 11px;
  }
  strong {
    font-weight: 600;
  }
`;

/** Credit left / credit limit of the logged-in user (SPEC 2.7); a click refreshes them. */
export function CreditFigures({ user }: { user: LoginUserData }) {
  const { t } = useTranslation('shell');
  const { figures, unlimited, refresh } = useCredit(user);
  const show = (value: number | undefined) =>
    unlimited ? t('header.unlimited') : value === undefined ? '–' : formatAmount(value);
  return (
    <Figures type="button" onClick={refresh} title={t('header.refreshCredit')} data-testid="credit-figures">
      <small>{t('header.creditLeft')}</small>
      <strong data-testid="credit-left">{show(figures?.creditLeft)}</strong>
      <span aria-hidden="true">/</span>
      <small>{t('header.creditLimit')}</small>
      <strong data-testid="credit-limit">{show(figures?.creditLimit)}</strong>
    </Figures>
  );
}
