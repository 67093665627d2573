import { AdminManagedPolicy } from '#policies/base_policy'

/** Dealers are managed by admins only. */
export default class DealerPolicy extends AdminManagedPolicy {}
