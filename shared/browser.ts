// Page loads that leave the current page (to the payment provider, to another page template). One
// stand-in for window.location: tests replace its methods (test/support/browser.ts), since a test page
// cannot really leave.
export const pageLoad = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};
