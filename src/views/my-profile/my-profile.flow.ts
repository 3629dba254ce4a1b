// Issue 12 (STYLE.md §16): the personal profile's edge (spec §2 myProfile; §7 GET /{tenant}/users and its PUT).
import { defineFlow } from '../../flows/define-flow';
import { myProfileMachine } from '../../machines/my-profile/my-profile.machine';
import { myProfileFlowSamples } from '../../machines/my-profile/my-profile.samples';
import type { MyProfileContext } from '../../machines/my-profile/my-profile.types';
import { GENDER_VALUES, type ProfileBody, type Profile } from '../../contracts/profile.contract';
import { COUNTRIES, DOCUMENT_TYPES } from '../../tenants/tenant.types';
import { createAccountApi } from '../../services/account.api';
import { pagePath } from '../app/routes';
import { listed, serviceActor } from '../shared/service-actor';
import { MyProfileView } from './my-profile.view';

const bodyOf = (v: MyProfileContext['values']): ProfileBody => ({
  firstName: v.firstName,
  middleName: v.middleName,
  lastName: v.lastName,
  motherLastName: v.motherLastName,
  dateOfBirth: v.dateOfBirth,
  gender: listed(GENDER_VALUES, v.gender),
  directDialing: v.directDialing || undefined,
  primaryPhone: v.primaryPhone,
  documentType: listed(DOCUMENT_TYPES, v.documentType),
  document: v.document,
  documentDniDv: v.documentDniDv,
  offerSms: v.offerSms,
  brandNewsLetter: v.brandNewsLetter,
  receiveEmail: v.receiveEmail,
  countryOfResidence: listed(COUNTRIES, v.countryOfResidence),
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
    const api = createAccountApi(env.clients.myAccount);
    return {
      actors: {
        loadProfile: serviceActor(env, (_input, signal) => api.profile(signal)),
        saveProfile: serviceActor<Profile, MyProfileContext['values']>(env, (values, signal) =>
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
