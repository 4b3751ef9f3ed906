import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

/** A refusal or warning line in the danger colour. */
export const ErrorText = styled.div`
  color: ${theme.colors.danger};
  font-size: ${theme.font.small};
`;
