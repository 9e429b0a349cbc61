// Admin tools: `npm run admin -- promote <email>` makes an existing user an admin.
// It opens the database through the server's own code, so the embedded database's lock applies.
import { loadConfig } from '../src/server/config/config';
import { openDatabase } from '../src/server/db/client';
import { promoteToAdmin } from '../src/server/users/ensure-admin';

const [command, email] = process.argv.slice(2);
if (command !== 'promote' || !email) {
  console.error('Usage: npm run admin -- promote <email>');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  if (await promoteToAdmin(database.db, email)) {
    console.log(`${email} is now an admin.`);
  } else {
    console.error(
      `No account uses ${email} with the address confirmed (its owner confirms it with a password reset).`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
