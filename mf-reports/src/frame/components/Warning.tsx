import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

/** A report's warning line: a bad filter (role alert) or results still processing (role status). */
export const Warning = styled.p`
  color: ${theme.colors.warning};
  font-weight: 600;
  margin: 0 0 ${theme.space.sm};
`;
