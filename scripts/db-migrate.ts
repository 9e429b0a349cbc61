// Applies the migrations in drizzle/ (the server also does this at every start).
import { loadConfig } from '../src/server/config/config';
import { openDatabase } from '../src/server/db/client';

const database = await openDatabase(loadConfig());
await database.close();
console.log('Migrations applied.');
