import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

/** Labelled figures in a row (a `dl` of `div`s, each a `dt` and its `dd`): a report's totals. */
export const FigureList = styled.dl`
  display: flex;
  gap: ${theme.space.xs} ${theme.space.lg};
  div {
    display: flex;
    gap: ${theme.space.xs};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
