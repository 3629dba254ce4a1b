// Issue 6: every flow of the app, one entry each (defined in src/views/<flow>/<flow>.flow.ts).
// Adding a flow is adding its entry here: the model tests, `npm run paths`, the machine lint and the Explorer all read this list.
import { addCardFlow } from '../add-card/add-card.flow';
import { agentLoginFlow } from '../agent-login/agent-login.flow';
import { changePasswordFlow } from '../change-password/change-password.flow';
import { collaboratorsFlow } from '../collaborators/collaborators.flow';
import { companyReportFlow } from '../company-report/company-report.flow';
import { collaboratorOnboardingFlow } from '../collaborator-onboarding/collaborator-onboarding.flow';
import { companyRegistrationFlow } from '../company-registration/company-registration.flow';
import { consentFlow } from '../consent/consent.flow';
import { privacyCentreFlow } from '../privacy-centre/privacy-centre.flow';
import { legalTextFlow } from '../legal-text/legal-text.flow';
import { dropdownFlow } from '../dropdown/dropdown.flow';
import { liteRegistrationFlow } from '../lite-registration/lite-registration.flow';
import { loginFlow } from '../login/login.flow';
import { myPaymentFlow } from '../my-payment/my-payment.flow';
import { passwordFieldFlow } from '../password-field/password-field.flow';
import { passwordRecoveryFlow } from '../password-recovery/password-recovery.flow';
import { registrationFlow } from '../registration/registration.flow';
import { sessionFlow } from '../session/session.flow';
import { socialLoginFlow } from '../social-login/social-login.flow';
import { toasterFlow } from './entries/toaster.flow';
import { orderListFlow } from '../order-list/order-list.flow'; // orders (issue 11)
import { orderDetailFlow } from '../order-detail/order-detail.flow';
import { orderCancellationFlow } from '../order-cancellation/order-cancellation.flow';
import { orderReturnFlow } from '../order-return/order-return.flow';
import { seekOrderFlow } from '../seek-order/seek-order.flow';
import { repurchaseFlow } from '../repurchase/repurchase.flow';
import { orderDocumentsFlow } from '../order-documents/order-documents.flow';
import { accountHomeFlow } from '../account-home/account-home.flow';
import { favouriteAddressFlow } from '../account-home/favourite-address.flow';
import { favouriteCardFlow } from '../payment/favourite-card.flow';
import { addressModalFlow } from '../address-modal/address-modal.flow';
import { myAddressesFlow } from '../my-addresses/my-addresses.flow';
import { myProfileFlow } from '../my-profile/my-profile.flow';
import { companyDetailsFlow } from '../company-details/company-details.flow';
import { myCmrPointsFlow } from '../my-cmr-points/my-cmr-points.flow';
import { purchaseAllowanceFlow } from '../purchase-allowance/purchase-allowance.flow';
import { postcodeWidgetFlow } from '../postcode-widget/postcode-widget.flow';
import type { AnyFlowEntry } from '../../flows/flow-entry.types';
import { productSearchFlow } from '../product-search/product-search.flow'; // issue 34: storefront catalogue
import { productDetailFlow } from '../product-detail/product-detail.flow';
import { productComparisonFlow } from '../product-comparison/product-comparison.flow';
// issue 15: lists, wish list, quotations, agent report
import { myListsFlow } from '../my-lists/my-lists.flow';
import { listDetailFlow } from '../list-detail/list-detail.flow';
import { wishListFlow } from '../wish-list/wish-list.flow';
import { quotationListFlow } from '../quotes/quotation-list.flow';
import { quotationDetailFlow } from '../quotes/quotation-detail.flow';
import { agentReportFlow } from '../agent-report/agent-report.flow';
import { quotationOrdersFlow } from '../quotes/quotation-orders.flow';
import { quotationsLandingFlow } from '../quotes/quotations-landing.flow';
import { zonesAndStoresFlow } from '../zones-and-stores/zones-and-stores.flow'; // issue 30 item 9
import { cartFlow } from '../cart/cart.flow'; // issue 34
import { checkoutFlow } from '../checkout/checkout.flow';
import { emailChangeFlow } from '../email-change/email-change.flow'; // issue 31 item 2
import { accountClosureFlow } from '../account-closure/account-closure.flow';
import { dataExportFlow } from '../data-export/data-export.flow'; // issue 31 item 3

export const flowRegistry: readonly AnyFlowEntry[] = [
  loginFlow,
  socialLoginFlow,
  passwordFieldFlow,
  passwordRecoveryFlow,
  changePasswordFlow,
  sessionFlow,
  registrationFlow,
  liteRegistrationFlow,
  companyRegistrationFlow,
  collaboratorOnboardingFlow,
  collaboratorsFlow,
  companyReportFlow,
  consentFlow,
  privacyCentreFlow, // issue 31
  legalTextFlow,
  dropdownFlow,
  toasterFlow,
  agentLoginFlow,
  addCardFlow,
  myPaymentFlow,
  orderListFlow, // orders (issue 11)
  orderDetailFlow,
  orderCancellationFlow,
  orderReturnFlow, // issue 31 item 5
  seekOrderFlow,
  repurchaseFlow,
  orderDocumentsFlow,
  // issue 15
  myListsFlow,
  listDetailFlow,
  wishListFlow,
  quotationListFlow,
  quotationDetailFlow,
  agentReportFlow,
  quotationOrdersFlow,
  quotationsLandingFlow,
  zonesAndStoresFlow, // issue 30 item 9
  myAddressesFlow,
  addressModalFlow,
  postcodeWidgetFlow,
  favouriteAddressFlow,
  favouriteCardFlow,
  accountHomeFlow,
  myProfileFlow, // account (issue 12)
  companyDetailsFlow,
  myCmrPointsFlow,
  purchaseAllowanceFlow, // issue 30
  cartFlow, // issue 34
  checkoutFlow,
  productSearchFlow, // issue 34: storefront catalogue
  productDetailFlow,
  productComparisonFlow,
  emailChangeFlow, // issue 31 item 2
  accountClosureFlow,
  dataExportFlow, // issue 31 item 3
];

export function findFlow(name: string): AnyFlowEntry | undefined {
  return flowRegistry.find((entry) => entry.name === name);
}
