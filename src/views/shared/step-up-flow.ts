// Issue 29: what the edges of the account-rights flows share (account closure, data export, email change, change
// password): the account kind their code length depends on (spec §9), the step-up's two calls, how a person fills and
// sends the code form, and the part of the step-up's context that tells graph states apart.
import type { FlowDriver, FlowEnv, FlowPage } from '../../flows/flow-entry.types';
import type { StepUpContext, StepUpVerifyRequest } from '../../machines/shared/step-up';
import type { TenantConfig } from '../../tenants/tenant.types';
import type { createAccountRightsApi } from '../../services/account-rights.api';
import { serviceActor } from './service-actor';

/** spec §9: the signed-in user's account kind (a business account's code is longer) */
export const accountMode = (page?: FlowPage) =>
  page?.user?.accountType === 'ORGANIZATION' ? ('company' as const) : ('personal' as const);

/** A code flow's input: the tenant's code lengths and the signed-in user's account kind. */
export const codeFlowInput = (tenant: TenantConfig, page?: FlowPage) => ({
  otpLength: tenant.otp,
  mode: accountMode(page),
});

/** The step-up's calls: a code to the account, then password + code for the grant. */
export function stepUpActors(env: FlowEnv, api: ReturnType<typeof createAccountRightsApi>) {
  return {
    requestCode: serviceActor(env, async (_input, signal) => {
      await api.requestStepUpCode(signal);
    }),
    verifyStepUp: serviceActor<void, StepUpVerifyRequest>(env, async (input, signal) => {
      await api.verifyStepUp(input, signal);
    }),
  };
}

/** How a person works a code form; `texts` is the flow's key prefix for its "resend" and "start over" links. */
export const codeFormDriver = (texts: string) => ({
  'field.change': (d: FlowDriver, event: { field: string; value: string }) => d.fill(event.field, event.value),
  'form.submit': (d: FlowDriver) => d.clickSelector('button[type="submit"]'),
  'code.resend': (d: FlowDriver) => d.click(d.t(`${texts}.resend`)),
  'flow.restart': (d: FlowDriver) => d.click(d.t(`${texts}.startOver`)),
});

export const stepUpGraphContext = (c: StepUpContext) => ({
  password: c.password !== '',
  code: c.code !== '',
  error: c.error,
  resent: c.resent,
  expired: c.expired,
  fieldErrors: c.showFieldErrors,
});
