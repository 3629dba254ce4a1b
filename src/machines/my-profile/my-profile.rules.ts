// spec §5 personal profile: the form's errors are the shared profile rules' (src/rules/profile.ts), which the server runs too.
import { checkProfile } from '../../rules/profile';
import type { MyProfileContext } from './my-profile.types';

export function profileErrors(
  c: Pick<MyProfileContext, 'values' | 'country' | 'profile' | 'directDialing'>,
  now: Date,
): Record<string, string> {
  return checkProfile(c.values, {
    country: c.country,
    usesMotherLastName: Boolean(c.profile?.usesMotherLastName),
    directDialing: Boolean(c.directDialing),
    asksPosition: Boolean(c.profile?.asksPosition),
    now,
  }).errors;
}
