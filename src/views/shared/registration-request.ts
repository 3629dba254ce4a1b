// Issue 29: what every registration body begins with (spec §3: personal, company and lite registration): who registers,
// trimmed (the password as typed); and what the company form and the lite wizard add alike, the company's names.
import type { CompanyRegistrationRequest } from '../../contracts/company.contract';

type RegistrantField = 'email' | 'password' | 'firstName' | 'lastName';
type PersonAndCompanyField =
  RegistrantField | 'position' | 'phoneNumber' | 'companyDocument' | 'businessName' | 'fantasyName';

export function registrant<T extends string>(tenant: T, values: Record<RegistrantField, string>) {
  return {
    tenant,
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
}

export function personAndCompany(
  tenant: CompanyRegistrationRequest['tenant'],
  values: Record<PersonAndCompanyField, string>,
): Pick<CompanyRegistrationRequest, 'tenant' | PersonAndCompanyField> {
  return {
    ...registrant(tenant, values),
    position: values.position.trim(),
    phoneNumber: values.phoneNumber.trim(),
    companyDocument: values.companyDocument.trim(),
    businessName: values.businessName.trim(),
    fantasyName: values.fantasyName.trim(),
  };
}
