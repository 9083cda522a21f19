// Texts of the navigation (spec §2 "Navigation"). The links, brand and order are the site's own,
// read from the server-rendered navigation; only the burger and the account button speak here.
export const nl = {
  menu: 'Menu',
  /** spec §2: 'Account' (link /account) when signed in, 'Login' (link /account/login) when not */
  account: 'Account',
  login: 'Login',
} as const;
