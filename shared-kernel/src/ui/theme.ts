/**
 * The kernel's look: calm and dense, for a back office used all day. Components read this object
 * directly (no ThemeProvider needed, so a remote renders the same inside or outside the shell).
 */
export const theme = {
  font: {
    family:
      "'Segoe UI', 'Helvetica Neue', Arial, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans SC', sans-serif",
    size: '14px',
    small: '13px',
    title: '20px',
  },
  colors: {
    text: '#1f2933',
    muted: '#616e7c',
    background: '#f4f6f8',
    surface: '#ffffff',
    border: '#d9dee3',
    headerBg: '#e9edf1',
    zebra: '#f7f9fb',
    hover: '#eaf2fb',
    highlight: '#d4e6fa',
    primary: '#1d5fa8',
    primaryHover: '#174d88',
    onPrimary: '#ffffff',
    secondary: '#ffffff',
    secondaryHover: '#eef1f4',
    danger: '#c62828',
    dangerHover: '#a31f1f',
    positive: '#1b7f3b',
    negative: '#c62828',
    warning: '#b26a00',
    tintDangerBg: '#fde2e4',
    tintDangerText: '#b3261e',
    focus: '#6aa5e8',
    overlay: 'rgba(15, 23, 32, 0.45)',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: '4px',
  shadow: '0 8px 24px rgba(15, 23, 32, 0.18)',
  z: { stickyHeader: 2, busy: 900, modal: 1000, dialog: 1100 },
} as const;

export type Theme = typeof theme;
