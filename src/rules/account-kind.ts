// Issue 29: the two kinds of account (spec §2 personal and company login, registration and recovery), listed once. Rules,
// machines, services and views name a kind by this type; the server's own word for the company side is 'organization'.
export const ACCOUNT_KINDS = ['personal', 'company'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
