/** spec §9: a consent template as the consent-bearing machines show it (registration's form, a signed-in user's consent check). */
export interface ConsentTemplate {
  id: string;
  version: string;
  title: string;
  text: string;
  url: string | null;
  required: boolean;
}
