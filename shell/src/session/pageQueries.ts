/**
 * The page's data cache (@college/shared-ui/queries: the session query and the query library), downloaded only
 * when someone may be signed in or a portal needs it. The shell's own code reaches it only through here, so that
 * it stays one chunk of its own (the library's modules concatenated into one), never part of the first load.
 */
export const pageQueries = () => import(/* webpackChunkName: "queries" */ '@college/shared-ui/queries');
