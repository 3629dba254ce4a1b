// What the catalogue machines (search, product detail, comparison) know of the tenant they run in: its id for the
// requests, its locale and currency for prices. Shared here rather than borrowed from one flow's types (issue 29).
import type { TenantConfig } from '../../tenants/tenant.types';

export type CatalogueTenant = Pick<TenantConfig, 'id' | 'locale' | 'currency'>;
