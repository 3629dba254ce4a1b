// Issue 12 (STYLE.md §16): the personal profile's edge (spec §2 myProfile; §7 GET /{tenant}/users and its PUT).
import { defineFlow } from '../../flows/define-flow';
import { myProfileMachine } from '../../machines/my-profile/my-profile.machine';
import { myProfileFlowSamples } from '../../machines/my-profile/my-profile.samples';
import type { MyProfileContext, ProfileData } from '../../machines/my-profile/my-profile.types';
import type { ProfileBody } from '../../contracts/profile.contract';
import { createAccountApi } from '../../services/account.api';
import { createServiceClient } from '../../services/clients';
import { pagePath } from '../app/routes';
import { serviceActor } from '../shared/service-actor';
import { MyProfileView } from './my-profile.view';

const bodyOf = (v: MyProfileContext['values']): ProfileBody => ({
  firstName: v.firstName,
  middleName: v.middleName,
  lastName: v.lastName,
  motherLastName: v.motherLastName,
  dateOfBirth: v.dateOfBirth,
  gender: v.gender as ProfileBody['gender'],
  directDialing: v.directDialing || undefined,
  primaryPhone: v.primaryPhone,
  documentType: v.documentType as ProfileBody['documentType'],
  document: v.document,
  documentDniDv: v.documentDniDv,
  offerSms: v.offerSms,
  brandNewsLetter: v.brandNewsLetter,
  receiveEmail: v.receiveEmail,
  countryOfResidence: v.countryOfResidence as ProfileBody['countryOfResidence'],
  addCMR: v.addCMR,
  personalDataTreatmentPolicy: v.personalDataTreatmentPolicy,
  position: v.position,
});

export const myProfileFlow = defineFlow({
  name: 'my-profile',
  description:
    "Personal profile: the spec §3 ids, the spec §5 mandatory set and documents; 'Datos editados exitosamente.' or the save failure (spec §8).",
  machine: myProfileMachine,
  // its page renders the view anyway: a static import keeps it out of a chunk of its own (issue 17)
  loadView: async () => MyProfileView,
  namespaces: ['account', 'rules'],
  samples: myProfileFlowSamples,
  delays: {},
  input: (tenant) => ({
    country: tenant.country,
    documentTypes: tenant.documents.personal,
    directDialing: tenant.toggles.directDialing,
    emailChangeHref: pagePath('emailChange', tenant.id),
  }),
  implementations: (env) => {
    const api = createAccountApi(createServiceClient('myAccount', { tenant: env.tenant.id }));
    return {
      actors: {
        loadProfile: serviceActor<ProfileData>(env, (_input, signal) => api.profile(signal)),
        saveProfile: serviceActor<ProfileData, MyProfileContext['values']>(env, (values, signal) =>
          api.updateProfile(bodyOf(values), signal),
        ),
      },
    };
  },
  driver: {
    'field.change': (d, e) => d.fill(e.field, e.value),
    'flag.toggle': (d, e) => d.click(d.t(`account:profile.labels.${e.field}`), 'checkbox'),
    'form.submit': (d) => d.click(d.t('account:profile.save')),
    'profile.retry': (d) => d.click(d.t('account:profile.retry')),
  },
  graphContext: (c) => ({
    first: c.values.firstName,
    news: c.values.brandNewsLetter,
    showErrors: c.showErrors,
    loaded: c.profile !== null,
  }),
  complete: true,
});
