// Sample events of companyDetailsMachine (pure data): a Peruvian company (three geo levels, an activity list). The places and
// the activity are sample data for the tools, not the geo files.
import type { CompanyDetailsEvent, CompanyDetailsLoad } from './company-details.types';
import type { CompanyDetails } from '../../contracts/company-details.contract';

export const companyDetailsSample: CompanyDetails = {
  companyDocumentType: 'RUC',
  companyDocument: '20485917366',
  status: 'active',
  position: 'Gerenta General',
  businessName: 'Constructora Andina Demo S.A.C.',
  fantasyName: 'Andina',
  organizationType: 'national',
  originType: 'EMPRESA_NACIONAL',
  businessType: null,
  asksBusinessType: false,
  economicActivityCode: '4663',
  economicActivityLabel: 'Venta al por mayor de materiales de construcción',
  economicActivityText: '',
  state: '15',
  stateName: 'Lima',
  city: '1501',
  cityName: 'Lima',
  municipal: '150101',
  municipalName: 'Lima',
  addressLine1: 'Avenida Arequipa',
  addressLine2: '1200',
  addressLine3: '',
  postcode: '',
  companyPhone: '987654321',
  haveCheckingAccount: false,
};

export const companyDetailsLoadSample: CompanyDetailsLoad = {
  details: companyDetailsSample,
  activities: [
    { id: '4663', name: 'Venta al por mayor de materiales de construcción' },
    { id: '4752', name: 'Venta al por menor de artículos de ferretería' },
  ],
  activityFreeText: false,
  states: [
    { id: '15', name: 'Lima' },
    { id: '07', name: 'Callao' },
  ],
  cities: [{ id: '1501', name: 'Lima' }],
  municipals: [
    { id: '150101', name: 'Lima' },
    { id: '150122', name: 'Miraflores' },
  ],
};

/** Issue 32 item 3: a Mexican company (two geo levels): its colony is typed text, stored as its own id and name. */
export const companyDetailsMxSample: CompanyDetails = {
  ...companyDetailsSample,
  companyDocumentType: 'RFC',
  companyDocument: 'FAN0601017A2',
  businessName: 'Ferretería Anáhuac S.A. de C.V.',
  fantasyName: 'Anáhuac',
  businessType: 'merchant',
  asksBusinessType: true,
  economicActivityCode: '',
  economicActivityLabel: '',
  economicActivityText: 'Venta de materiales de construcción',
  state: '09',
  stateName: 'Ciudad de México',
  city: '09015',
  cityName: 'Cuauhtémoc',
  municipal: 'Centro',
  municipalName: 'Centro',
  addressLine1: 'Calle República de Uruguay',
  addressLine2: '45',
  postcode: '06000',
  companyPhone: '5512345678',
};

export const companyDetailsMxLoadSample: CompanyDetailsLoad = {
  details: companyDetailsMxSample,
  activities: [],
  activityFreeText: true,
  states: [{ id: '09', name: 'Ciudad de México' }],
  cities: [{ id: '09015', name: 'Cuauhtémoc' }],
  municipals: [],
};

export const companyDetailsSampleEvents: CompanyDetailsEvent[] = [
  { type: 'field.change', field: 'businessName', value: '' },
  { type: 'field.change', field: 'businessName', value: 'Constructora Andina del Sur S.A.C.' },
  { type: 'flag.toggle', field: 'haveCheckingAccount' },
  { type: 'location.select', level: 'state', id: '07' },
  { type: 'location.select', level: 'municipal', id: '150122' },
  { type: 'form.submit' },
  { type: 'details.retry' },
];

export const companyDetailsFlowSamples = {
  common: [
    ...companyDetailsSampleEvents,
    { type: 'xstate.done.actor.loadDetails', output: companyDetailsLoadSample },
    { type: 'xstate.error.actor.loadDetails', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.loadChildren', output: [{ id: '0701', name: 'Callao' }] },
    { type: 'xstate.error.actor.loadChildren', error: { code: 'GENERIC_ERROR' } },
    {
      type: 'xstate.done.actor.saveDetails',
      output: { ...companyDetailsSample, businessName: 'Constructora Andina del Sur S.A.C.' },
    },
    { type: 'xstate.error.actor.saveDetails', error: { code: 'GENERIC_ERROR' } },
  ],
  byTenant: {
    mx: [{ type: 'xstate.done.actor.loadDetails', output: companyDetailsMxLoadSample }],
  },
} as const;
