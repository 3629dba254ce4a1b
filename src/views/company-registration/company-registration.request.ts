// The machine's values as the POST /v2/users/businessUser/registration body (spec §3).
import type { CompanyRegistrationRequest } from '../../contracts/company.contract';
import type { SubmitCompanyInput } from '../../machines/company-registration/company-registration.types';
import type { DocumentType } from '../../tenants/tenant.types';

type Organization = CompanyRegistrationRequest['organizationType'];
type Business = NonNullable<CompanyRegistrationRequest['businessType']>;
type Taxpayer = NonNullable<CompanyRegistrationRequest['taxpayerType']>;

export function toCompanyRequest({ tenant, values, names, config }: SubmitCompanyInput): CompanyRegistrationRequest {
  const organizationType = values.organizationType as Organization;
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const body: CompanyRegistrationRequest = {
    tenant,
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    position: values.position.trim(),
    phoneNumber: values.phoneNumber.trim(),
    companyDocument: values.companyDocument.trim(),
    companyDocumentType: values.companyDocumentType as DocumentType,
    businessName: values.businessName.trim(),
    fantasyName: values.fantasyName.trim(),
    organizationType,
    // spec §3: originType follows the organisation type
    originType: organizationType === 'foreign' ? 'EMPRESA_EXTRANJERA' : 'EMPRESA_NACIONAL',
    businessType: config.asksBusinessType ? (optional(values.businessType) as Business | undefined) : undefined,
    taxpayerType: optional(values.taxpayerType) as Taxpayer | undefined,
    economicActivity:
      values.economicActivityCode && names.activity
        ? { economicActivityCode: values.economicActivityCode, economicActivityLabel: names.activity }
        : undefined,
    economicActivityText: optional(values.economicActivityText),
    state: values.state,
    city: values.city,
    municipal: optional(values.municipal),
    stateName: names.state,
    cityName: names.city,
    municipalName: names.municipal ?? undefined,
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    addressLine3: optional(values.addressLine3),
    postcode: optional(values.postcode),
    companyPhone: values.companyPhone.trim(),
    haveCheckingAccount: values.haveCheckingAccount === 'yes' ? 'yes' : 'no',
    acceptTermsAndConditions: true,
  };
  return JSON.parse(JSON.stringify(body)) as CompanyRegistrationRequest;
}
