// spec §6: the collaborator roles, the one list (issue 34 item 7 adds the credit-line user: it sees the credit-line report).
// A module of its own, with nothing else in it: the permissions and the session contract load with every page, and the
// collaborator rules (src/rules/collaborator.ts) bring the document and phone rules with them.
export const COLLABORATOR_USER_TYPES = ['superUser', 'buyer', 'quoter', 'creditLineUser'] as const;
export type CollaboratorUserType = (typeof COLLABORATOR_USER_TYPES)[number];
