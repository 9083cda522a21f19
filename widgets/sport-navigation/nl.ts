// Texts of the navigation (spec §2 "Navigation"). The links, brand and order are the site's own,
// read from the server-rendered navigation; only the burger and the account button speak here.
export const nl = {
  menu: 'Menu',
  /**
   * spec §2: 'Account' (link /account) when signed in, else a link to /account/login; it says 'Inloggen',
   * the login page's own word (docs/rules.md "§2 Screens and routes"), not the spec's English 'Login'
   */
  account: 'Account',
  login: 'Inloggen',
} as const;
