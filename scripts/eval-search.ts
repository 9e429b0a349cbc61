// `npm run eval:search`: the demo marketplace on a fresh database, every query of
// demo/search-queries.json through the search API, precision@10 and recall per query, per language
// and overall. Fails when a mean is under the floor. Embedded PGlite by default; with DATABASE_URL, a
// fresh database `thikana_eval` on that PostgreSQL server (dropped and made again).
import fs from 'node:fs';
import { scriptConfig } from './script-config';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { syncPlaces } from '../src/server/db/sync-places';
import { readDemoData } from '../src/server/demo/demo-data';
import { seedDemoIfEmpty } from '../src/server/demo/seed-demo';
import { createLocalStorage, uploadsDirOf } from '../src/server/media/storage';
import {
  evaluateSearch,
  meetsFloor,
  SEARCH_EVAL_FLOOR,
  whyMissed,
  type Means,
} from '../src/server/demo/search-eval';
import { readSearchQueries } from '../src/server/demo/search-eval-queries';

const { config, dataDir } = await scriptConfig('thikana_eval');

try {
  const database = await openDatabase(config);
  await syncPlaces(database.db);
  const storage = createLocalStorage(uploadsDirOf(dataDir));
  await seedDemoIfEmpty(database.db, storage, console);
  const app = await buildApp({ config, database, storage, webDir: null });
  await app.ready();
  const report = await evaluateSearch(app, await readSearchQueries(), await readDemoData());
  await app.close();

  const number = (value: number) => value.toFixed(2).padStart(5);
  console.log(`\n${'lang'.padEnd(8)} ${'P@10'.padStart(5)} ${'recall'.padStart(6)}  query  (why)`);
  for (const s of report.scores) {
    const why = whyMissed(s);
    console.log(
      `${s.query.language.padEnd(8)} ${number(s.precision)} ${number(s.recall).padStart(6)}  ${s.query.query}${why && `  (${why})`}`,
    );
  }
  const line = (name: string, m: Means) =>
    `${name.padEnd(9)} P@10 ${m.precision.toFixed(3)}  recall ${m.recall.toFixed(3)}  (${m.queries} queries)`;
  console.log(`\n${database.kind}, floor ${SEARCH_EVAL_FLOOR} for both means`);
  for (const [language, means] of Object.entries(report.byLanguage)) console.log(line(language, means));
  console.log(line('overall', report.overall));
  process.exitCode = meetsFloor(report.overall) ? 0 : 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
