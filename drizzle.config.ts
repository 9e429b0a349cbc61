import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates the SQL files; the server applies them at start-up (docs/architecture.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
