// Standalone mode for the portal's team: the same route elements under a router of their own.
import('./standalone.tsx');
