import styled from 'styled-components';
import { theme } from './theme';

/** A row of filter or picker controls above a panel's content: wrapping, aligned on their bottom edge. */
export const ControlBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: end;
  margin-bottom: ${theme.space.sm};
`;

/** A short muted note under a heading or above a form. */
export const Hint = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.font.small};
  margin: 0 0 ${theme.space.sm};
`;

/** Form fields side by side, as many columns of at least `$min` (240px) as the width allows. */
export const FieldGrid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? '240px'}, 1fr));
  column-gap: ${theme.space.md};
`;
