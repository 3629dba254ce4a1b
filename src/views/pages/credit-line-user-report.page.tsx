// spec §2 creditLineUserReport (issue 14): each buyer's credit line (maximum purchase amount), used and available.
import { CompanyReportPage } from '../company-report/company-report-page';

export default function CreditLineUserReportPage() {
  return <CompanyReportPage kind="creditLine" pageKey="creditLineUserReport" />;
}
