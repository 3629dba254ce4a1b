// issue 16: the icon of each account page, for the account navigation and the account home's tiles.
import type { LinkedPage } from '../account-home/account-links';
import type { IconName } from './icons';

export const PAGE_ICONS: Readonly<Record<LinkedPage, IconName>> = {
  myOrders: 'box',
  orderHistory: 'history',
  myTicketsAndInvoices: 'receipt',
  repurchase: 'repeat',
  myQuotesStoreOrders: 'tag',
  myProfile: 'idCard',
  changePassword: 'lock',
  myAddresses: 'pin',
  myPayment: 'card',
  myCMRPoints: 'star',
  privacyCentre: 'lock', // issue 31
  companyDetails: 'building',
  collaborators: 'users',
  userReport: 'chart',
  creditLineUserReport: 'chart',
  myLists: 'list',
  myWishList: 'heart',
  quotesInStores: 'store',
  quotationsLanding: 'quote',
  agentUserReport: 'chart',
};
