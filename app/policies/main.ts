/*
| Every policy of the app, lazily imported. Add one line per resource.
*/
export const policies = {
  audit: () => import('#policies/audit_policy'),
  dashboard: () => import('#policies/dashboard_policy'),
  dealer: () => import('#policies/dealer_policy'),
  outbox: () => import('#policies/outbox_policy'),
  product: () => import('#policies/product_policy'),
  sale: () => import('#policies/sale_policy'),
  user: () => import('#policies/user_policy'),
}

export default policies
