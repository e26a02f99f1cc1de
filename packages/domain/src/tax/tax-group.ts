/**
 * Which customer (tax) group prices and tax use. Grouped tax is active
 * only when a numeric default user group id is configured (null by default);
 * then the default group is used when configured to, or for guests, and the
 * customer's group_id otherwise. Null means "do not compare customer classes".
 */
export interface TaxGroupConfig {
  userGroupId: number | null;
  useOnlyDefaultUserGroupId: boolean;
}

export function taxCustomerGroupId(config: TaxGroupConfig, user?: { group_id?: number | null } | null): number | null {
  if (typeof config.userGroupId !== 'number' || !Number.isFinite(config.userGroupId)) return null;
  if (config.useOnlyDefaultUserGroupId || !user || typeof user.group_id !== 'number') return config.userGroupId;
  return user.group_id;
}
