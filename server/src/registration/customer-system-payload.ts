// spec §3: the customer-system publish payload, built from a registered person or company. Pure, so it is tested alone.
import type { CustomerSystemPayload } from '../../../src/contracts/customer-system.contract';

export interface PayloadPerson {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  position: string | null;
  documentType: string;
  document: string;
}

export interface PayloadCompany {
  companyDocumentType: string;
  companyDocument: string;
  businessName: string;
  fantasyName: string | null;
  stateName: string;
  cityName: string;
  municipalName: string | null;
  addressLine1: string;
  addressLine2: string;
  economicActivity: { code: string; description: string } | null;
}

/** Separators and leading zeros removed (spec §3: tax identifier helper), uppercased (RUT 'K', RFC letters). */
export function normaliseIdentification(value: string): string {
  return value
    .replace(/[^0-9a-z]/gi, '')
    .replace(/^0+(?=.)/, '')
    .toUpperCase();
}

/** spec §3: Mexico's clientType is Company when the id is longer than 12 characters (RFC of a company is 12, of a person 13). */
export function mexicanClientType(id: string): 'Person' | 'Company' {
  return normaliseIdentification(id).length > 12 ? 'Company' : 'Person';
}

export function buildCustomerPayload(
  country: string,
  person: PayloadPerson,
  company: PayloadCompany | null,
): CustomerSystemPayload {
  const idValue = normaliseIdentification(company ? company.companyDocument : person.document);
  const idType = company ? company.companyDocumentType : person.documentType;
  return {
    identification: {
      value: idValue,
      identificationType: idType,
      isoCountry: country,
      ...(country === 'MX' ? { clientType: mexicanClientType(idValue) } : {}),
    },
    name: company ? company.businessName : `${person.firstName} ${person.lastName}`,
    fantasyName: company ? company.fantasyName : null,
    addresses: company
      ? [
          {
            isoCountry: country,
            administrativeArea: company.stateName,
            locality: company.cityName,
            subAdministrativeArea: company.municipalName ?? company.cityName,
            specificLocation: { name: company.addressLine1, numeration: company.addressLine2 },
            isMain: true,
          },
        ]
      : [],
    contacts: [
      {
        mail: person.email.toLowerCase(),
        names: person.firstName,
        lastNames: person.lastName,
        phone: person.phone,
        jobTitle: person.position,
        identification: { value: normaliseIdentification(person.document) },
      },
    ],
    economicActivity: company?.economicActivity ? { ...company.economicActivity, isMain: true } : null,
  };
}
