/*
| Every policy of the app, lazily imported. Add one line per resource.
*/
export const policies = {}

export default policies
