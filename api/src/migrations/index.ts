import { Migration20250601000000InitialSchema } from './Migration20250601000000InitialSchema.ts';

/** Every migration, in order. New migrations are generated against a database migrated to the latest one. */
export const migrationsList = [
  { name: 'Migration20250601000000InitialSchema', class: Migration20250601000000InitialSchema },
];
