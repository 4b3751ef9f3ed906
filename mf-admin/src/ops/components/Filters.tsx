import styled from 'styled-components';
import { theme } from '@drawdesk/shared-kernel/ui';

/** A wrapping row of labelled filter fields (label above its input) with the buttons at the end. */
export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  align-items: end;
  margin-bottom: ${theme.space.sm};
  label {
    display: flex;
    flex-direction: column;
    font-size: ${theme.font.small};
    gap: 2px;
  }
`;
