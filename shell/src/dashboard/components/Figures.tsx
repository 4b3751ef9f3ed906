import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

/** Labelled figures side by side. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(120px, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  dt {
    font-size: 12px;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 2px 0 0;
    font-size: 18px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;
