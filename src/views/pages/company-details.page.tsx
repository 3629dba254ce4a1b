// spec §2 companyDetails: the company's data, for the organisation owner and super users (spec §6; the role policy of
// src/rules/permissions.ts, which the server enforces too); other roles see the forbidden notice. The machine decides when
// to tell; the app's toaster says it (spec §8 texts).
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { companyDetailsMachine } from '../../machines/company-details/company-details.machine';
import { companyDetailsFlow } from '../company-details/company-details.flow';
import { CompanyDetailsView } from '../company-details/company-details.view';
import { PageAccess } from '../company/page-access';
import { getInspect } from '../flows/inspect';
import { useFlowMachine } from '../flows/use-flow';
import { useToaster } from '../shell/toaster-context';
import { useTenant } from '../shell/use-tenant';

function CompanyDetails() {
  const tenant = useTenant();
  const toaster = useToaster();
  const { t } = useTranslation('account');
  const flowMachine = useFlowMachine(companyDetailsFlow) as typeof companyDetailsMachine;
  const machine = useMemo(
    () =>
      flowMachine.provide({
        actions: {
          notify: (_, params) =>
            toaster.show(
              params.result === 'saved'
                ? { type: 'success', text: t('companyDetails.saved') }
                : {
                    type: 'error',
                    text: t(params.result === 'forbidden' ? 'companyDetails.forbidden' : 'companyDetails.failed'),
                  },
            ),
        },
      }),
    [flowMachine, toaster, t],
  );
  const actorRef = useActorRef(machine, {
    input: companyDetailsFlow.input(tenant, { search: new URLSearchParams(), user: null }) as never,
    inspect: getInspect(),
  });
  return (
    <div className="page" data-page="companyDetails">
      <CompanyDetailsView actorRef={actorRef} />
    </div>
  );
}

export default function CompanyDetailsPage() {
  return (
    <PageAccess pageKey="companyDetails">
      <CompanyDetails />
    </PageAccess>
  );
}
