import { AdminManagedPolicy } from '#policies/base_policy'

/** Accounts are managed by admins only (everyone changes their own password via /auth). */
export default class UserPolicy extends AdminManagedPolicy {}
