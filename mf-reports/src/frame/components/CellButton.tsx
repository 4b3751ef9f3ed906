import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

/** A table cell's action that reads like a link (open a receipt, filter by a bettor). */
export const CellButton = styled.button`
  font: inherit;
  border: 0;
  padding: 0;
  background: none;
  color: ${theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  @media print {
    color: inherit;
    text-decoration: none;
  }
`;
