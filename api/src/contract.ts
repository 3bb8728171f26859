// The API's contract lives with the portals' shared code (shared-ui/src/contract), where both sides read it.
export * from '@college/shared-ui/contract';
