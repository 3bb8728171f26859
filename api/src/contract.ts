// The API's contract lives with the portals' shared code (shared-ui/contract/src), where both sides read it.
export * from '@college/contract';
