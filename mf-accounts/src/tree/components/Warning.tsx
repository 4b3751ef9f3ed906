import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

/** A notice in the warning colour, bold: a consequence to read before saving. */
export const Warning = styled.p`
  color: ${theme.colors.warning};
  margin: 0 0 ${theme.space.md};
  font-weight: 600;
`;
