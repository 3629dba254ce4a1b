// Translation keys are typed from the base `es` catalogues (STYLE.md §14): a key missing there is a type error.
import 'i18next';
import type common from './locales/es/common.json';
import type rules from './locales/es/rules.json';
import type login from './locales/es/login.json';
import type registration from './locales/es/registration.json';
import type flows from './locales/es/flows.json';
import type agent from './locales/es/agent.json';
import type account from './locales/es/account.json';
import type company from './locales/es/company.json';
import type payment from './locales/es/payment.json';
import type orders from './locales/es/orders.json';
import type lists from './locales/es/lists.json';
import type quotes from './locales/es/quotes.json';
import type catalogue from './locales/es/catalogue.json';
import type checkout from './locales/es/checkout.json';
import type privacy from './locales/es/privacy.json';
import type rights from './locales/es/rights.json';
import type returns from './locales/es/returns.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      rules: typeof rules;
      login: typeof login;
      registration: typeof registration;
      flows: typeof flows;
      agent: typeof agent;
      account: typeof account;
      company: typeof company;
      payment: typeof payment;
      orders: typeof orders;
      lists: typeof lists;
      quotes: typeof quotes;
      catalogue: typeof catalogue;
      checkout: typeof checkout;
      privacy: typeof privacy;
      rights: typeof rights;
      returns: typeof returns;
    };
  }
}
