import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

/** Form fields side by side, as many 240px columns as fit. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 0 ${theme.space.md};
`;
