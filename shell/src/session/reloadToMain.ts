/** Reload this tab at the main page ('/'), which then redirects to the dashboard. */
export function reloadToMainPage(): void {
  window.history.replaceState(null, '', '/');
  window.location.reload();
}
