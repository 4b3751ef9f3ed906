import { useTranslation } from 'react-i18next';
import { useNavigate } from '@drawdesk/shared-kernel/routing';
import styled from 'styled-components';
import type { LoginUserData } from '@drawdesk/shared-kernel/contract';
import { FIGHT_LIMIT_POPUP } from '@drawdesk/shared-kernel/domain';
import { PATHS, POPUP_QUERY } from '@drawdesk/shared-kernel/routes';
import { theme } from '@drawdesk/shared-kernel/ui';

const Row = styled.div`
  display: flex;
  gap: 4px;
`;
const Short = styled.button`
  font: inherit;
  font-weight: 700;
  font-size: 12px;
  min-width: 32px;
  padding: 3px 6px;
  border-radius: ${theme.radius};
  border: 1px solid rgba(255, 255, 255, 0.35);
  background: rgba(255, 255, 255, 0.1);
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.22);
  }
`;

/** Opens the fight limit page in a 1000x800 popup window (SPEC 2.7, 9), in the bare layout that fits it. */
export function openFightLimitPopup(): void {
  const { width, height } = FIGHT_LIMIT_POPUP;
  window.open(
    `${PATHS.manageFightLimit}?${POPUP_QUERY}`,
    'dd-fight-limit',
    `width=${width},height=${height},resizable=yes,scrollbars=yes`,
  );
}

/** FL (fight limit popup), RN (red number) and RL (resend order limit, only when enabled). */
export function HeaderShortcuts({ user }: { user: LoginUserData }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Row>
      <Short
        type="button"
        title={t('header.fightLimit')}
        aria-label={t('header.fightLimit')}
        onClick={openFightLimitPopup}
      >
        FL
      </Short>
      <Short
        type="button"
        title={t('header.redNumber')}
        aria-label={t('header.redNumber')}
        onClick={() => navigate(PATHS.redNumber)}
      >
        RN
      </Short>
      {user.resendOrderLimitEnable && (
        <Short
          type="button"
          title={t('header.resendOrderLimit')}
          aria-label={t('header.resendOrderLimit')}
          onClick={() => navigate(PATHS.manageResendOrderLimit)}
        >
          RL
        </Short>
      )}
    </Row>
  );
}
