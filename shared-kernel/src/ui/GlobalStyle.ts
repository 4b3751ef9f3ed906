import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/**
 * Printing (a report's Print button, or the browser's own): A4 landscape, the content alone.
 * Markers, set where the pieces are drawn:
 * - `data-no-print`: left out of the print (the shell's header and menu, filter forms, table
 *   toolbars and pagers, buttons that only act on screen);
 * - `data-print-only`: shown only in print (a report's applied filters and print time);
 * - `data-print-root`: the fixed-size, scrolling layout that holds the content; in print it flows
 *   to its full height so every row on screen reaches the paper;
 * - `data-print-scroll`: a scrolling box (a table body) that prints in full.
 */
export const PRINT_STYLES = `
  @media screen {
    [data-print-only] { display: none !important; }
  }

  @media print {
    @page { size: A4 landscape; margin: 10mm; }
    html, body { background: #fff !important; font-size: 11px; }
    [data-print-root] {
      width: auto !important;
      min-width: 0 !important;
    }
    [data-print-root], [data-print-root] > *, [data-print-root] main {
      display: block !important;
      height: auto !important;
      overflow: visible !important;
      background: #fff !important;
    }
    [data-print-scroll] {
      max-height: none !important;
      overflow: visible !important;
      border: 0 !important;
    }
    th, tfoot td { position: static !important; }
    thead { display: table-header-group; }
    tfoot { display: table-footer-group; }
    tr { break-inside: avoid; }
    a { color: inherit !important; text-decoration: none !important; }
    section { border: 0 !important; }
    /* Last, so it wins over the layout rules above. */
    [data-no-print] { display: none !important; }
  }
`;

/** Base page styles and PRINT_STYLES; the shell (and a remote running standalone) renders it once. */
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

  ${PRINT_STYLES}
`;
