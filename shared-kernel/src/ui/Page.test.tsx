import { screen } from '@testing-library/react';
import { Page } from './Page';
import { NotAvailableYet } from './NotAvailableYet';
import { renderWithUi } from './renderWithUi';

describe('Page', () => {
  it('shows the translated title and sets the browser title with the brand', () => {
    renderWithUi(<Page titleKey="SALES_SUMMARY">body</Page>, { common: { SALES_SUMMARY: 'Sales Summary' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Sales Summary' })).toBeInTheDocument();
    expect(document.title).toBe('Sales Summary | DrawDesk');
    expect(screen.getByText('body')).toBeInTheDocument();
  });

  it('shows an unknown key as is', () => {
    renderWithUi(<Page titleKey="Plain title" />);
    expect(document.title).toBe('Plain title | DrawDesk');
  });

  it('bare variant has no header but still sets the title', () => {
    renderWithUi(
      <Page titleKey="MAP_DETAIL" bare>
        table
      </Page>,
      { common: { MAP_DETAIL: 'Map Detail' } },
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(document.title).toBe('Map Detail | DrawDesk');
  });

  it('NotAvailableYet names the screen and says it is not available yet', () => {
    renderWithUi(<NotAvailableYet titleKey="HELP" />, { common: { HELP: 'Help' } });
    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet')).toBeInTheDocument();
    expect(document.title).toBe('Help | DrawDesk');
  });
});
