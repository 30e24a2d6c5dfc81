import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema files (`npm run db:generate`) and applied by
// `npm run db:migrate` (server/db/client.ts migrate()), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
