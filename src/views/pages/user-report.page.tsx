// spec §2 userReport (issue 14): what each user of the company quoted and bought, for the owner and super users.
import { CompanyReportPage } from '../company-report/company-report-page';

export default function UserReportPage() {
  return <CompanyReportPage kind="users" pageKey="userReport" />;
}
