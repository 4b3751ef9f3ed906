import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

/** The compact table of a dashboard block. */
export const BlockTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    text-align: left;
    padding: 4px ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.border};
  }
  th {
    font-size: 12px;
    font-weight: 600;
    color: ${theme.colors.muted};
  }
  td.num,
  th.num {
    text-align: right;
  }
`;

export const Empty = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;
