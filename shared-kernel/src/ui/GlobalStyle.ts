import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/** Base page styles; the shell (and a remote running standalone) renders it once. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${theme.font.family};
    font-size: ${theme.font.size};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }
  :focus-visible { outline: 2px solid ${theme.colors.focus}; outline-offset: 1px; }
`;
