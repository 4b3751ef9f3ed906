import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

/** Fields side by side, wrapping: dense forms on the 1920-wide layout. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 0 ${theme.space.md};
`;
