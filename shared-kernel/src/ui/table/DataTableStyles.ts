import styled from 'styled-components';
import { theme } from '../theme';

/** Styled parts of DataTable (kept apart so the component reads as behaviour). */
export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  font-family: ${theme.font.family};
  font-size: ${theme.font.small};
  color: ${theme.colors.text};
`;
export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
export const Spacer = styled.div`
  flex: 1;
`;
export const Muted = styled.span`
  color: ${theme.colors.muted};
`;
export const SearchInput = styled.input`
  font: inherit;
  padding: 4px 8px;
  width: 220px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;
export const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${theme.colors.muted};
`;
export const Select = styled.select`
  font: inherit;
  padding: 3px 4px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;
export const OverallStrip = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.lg};
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;
export const OverallItem = styled.div<{ $tone: 'positive' | 'negative' | 'plain' }>`
  display: flex;
  gap: 6px;
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    color: ${(p) => (p.$tone === 'negative' ? theme.colors.negative : p.$tone === 'positive' ? theme.colors.positive : theme.colors.text)};
  }
`;
export const ExportProgress = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  progress {
    width: 200px;
  }
`;
/** Under a table printed with its page only (the browser's own print): which rows the paper holds. */
export const PrintNote = styled.p`
  margin: ${theme.space.sm} 0 0;
  font-size: ${theme.font.small};
`;
export const SelectionBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: 6px ${theme.space.md};
  background: ${theme.colors.hover};
  border-radius: ${theme.radius};
`;
export const Scroll = styled.div`
  overflow: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
`;
export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${theme.font.small};
  line-height: 1.35;
`;
type Align = 'left' | 'center' | 'right';
export const Th = styled.th<{ $align: Align }>`
  position: sticky;
  top: 0;
  z-index: ${theme.z.stickyHeader};
  background: ${theme.colors.headerBg};
  text-align: ${(p) => p.$align};
  font-weight: 600;
  padding: 6px 8px;
  border-bottom: 1px solid ${theme.colors.border};
  white-space: nowrap;
`;
/** A cell of the group header row, above the column headers (it scrolls away; they stick). */
export const GroupTh = styled.th<{ $empty?: boolean }>`
  background: ${theme.colors.headerBg};
  text-align: center;
  font-weight: 600;
  padding: 4px 8px;
  border-bottom: ${(p) => (p.$empty ? '0' : `1px solid ${theme.colors.border}`)};
  border-left: 1px solid ${theme.colors.border};
  &:first-child {
    border-left: 0;
  }
  white-space: nowrap;
`;
export const SortButton = styled.button`
  font: inherit;
  font-weight: 600;
  border: 0;
  background: transparent;
  padding: 0;
  cursor: pointer;
  color: inherit;
  display: inline-flex;
  gap: 4px;
  align-items: center;
`;
export const SortMark = styled.span`
  font-size: 10px;
  color: ${theme.colors.muted};
`;
export const Tr = styled.tr<{ $tint: 'danger' | undefined; $highlighted: boolean; $clickable: boolean }>`
  cursor: ${(p) => (p.$clickable ? 'pointer' : 'default')};
  background: ${theme.colors.surface};
  &:nth-child(even) {
    background: ${theme.colors.zebra};
  }
  &:hover {
    background: ${theme.colors.hover};
  }
  &.row-danger,
  &.row-danger:nth-child(even) {
    background: ${theme.colors.tintDangerBg};
    color: ${theme.colors.tintDangerText};
  }
  &[data-highlighted='true'],
  &[data-highlighted='true']:nth-child(even) {
    background: ${theme.colors.highlight};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`;
export const Td = styled.td<{ $align?: Align; $numeric?: boolean }>`
  padding: 5px 8px;
  border-bottom: 1px solid ${theme.colors.border};
  text-align: ${(p) => p.$align ?? 'left'};
  font-variant-numeric: ${(p) => (p.$numeric ? 'tabular-nums' : 'normal')};
  white-space: ${(p) => (p.$numeric ? 'nowrap' : 'normal')};
`;
export const FootTr = styled.tr`
  font-weight: 600;
  td {
    position: sticky;
    bottom: 0;
    background: ${theme.colors.headerBg};
    border-top: 1px solid ${theme.colors.border};
  }
`;
export const Empty = styled.td`
  text-align: center;
  padding: ${theme.space.xl};
  color: ${theme.colors.muted};
`;
export const Pager = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
export const PageButtons = styled.nav`
  display: flex;
  gap: 2px;
`;
export const Goto = styled.div`
  display: inline-flex;
  gap: 4px;
  align-items: center;
`;
export const GotoInput = styled.input`
  font: inherit;
  width: 64px;
  padding: 3px 6px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;
