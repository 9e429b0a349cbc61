// Fills an empty database with the demo marketplace, as `npm start` does for the embedded one.
import path from 'node:path';
import { loadConfig } from '../src/server/config/config';
import { openDatabase } from '../src/server/db/client';
import { syncPlaces } from '../src/server/db/sync-places';
import { seedDemoIfEmpty } from '../src/server/demo/seed-demo';
import { createLocalStorage } from '../src/server/media/storage';
import { createDemoAdminIfNone } from '../src/server/users/ensure-admin';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await syncPlaces(database.db);
  const storage = createLocalStorage(path.join(config.dataDir, 'uploads'));
  if (await seedDemoIfEmpty(database.db, storage, { info: (message) => console.log(message) })) {
    const admin = await createDemoAdminIfNone(database.db);
    if (admin)
      console.log(
        `Demo admin account — e-mail: ${admin.email}  password: ${admin.password} (shown only now)`,
      );
  } else {
    console.log('The database already has listings: nothing seeded.');
  }
} finally {
  await database.close();
}
