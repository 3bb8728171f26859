// The signed-in portals' paths (their login pages included): work screens, rendered in the browser only,
// never indexed, and kept clear of the public site's floating widgets.
export { isPortalRoute } from '@college/topology';
