/** What the warranty covers (keys of `public.covered`): the same list on About and EWarranty. */
export const WARRANTY_COVERS = ['bubbling', 'cracking', 'discolouration', 'adhesive']
