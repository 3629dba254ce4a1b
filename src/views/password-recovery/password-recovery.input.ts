// The recovery machine's input for a tenant (spec §9 OTP lengths, spec §5 password policy).
import type { RecoveryInput } from '../../machines/password-recovery/password-recovery.types';
import type { TenantConfig } from '../../tenants/tenant.types';

export const recoveryInputFor = (tenant: TenantConfig, email?: string): RecoveryInput => ({
  otpLength: tenant.otp,
  policy: tenant.passwordPolicy,
  ...(email ? { email } : {}),
});
