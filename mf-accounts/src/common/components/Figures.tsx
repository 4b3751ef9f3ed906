import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

/** Label / value pairs in two columns, labels muted (a `dl` of `dt` and `dd`). */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px ${theme.space.md};
  margin: 0;
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;
