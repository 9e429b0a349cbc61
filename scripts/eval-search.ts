// `npm run eval:search`: the demo marketplace on a fresh database, every query of both sets —
// demo/search-queries.json (tuning) and demo/search-queries-held-out.json (never tuned on) —
// through the search API: precision@10 and recall per query, then per language, per class and
// overall for each set. Fails when a set's mean in any language is under the floor. Embedded PGlite
// by default; with DATABASE_URL, a fresh database `thikana_eval` on that PostgreSQL server (dropped
// and made again).
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
  languagesUnderFloor,
  SEARCH_EVAL_FLOOR,
  whyMissed,
  type Means,
  type SearchEvalReport,
} from '../src/server/demo/search-eval';
import { readSearchQueries, SEARCH_QUERY_SETS } from '../src/server/demo/search-eval-queries';

const { config, dataDir } = await scriptConfig('thikana_eval');

try {
  const database = await openDatabase(config);
  await syncPlaces(database.db);
  const storage = createLocalStorage(uploadsDirOf(dataDir));
  await seedDemoIfEmpty(database.db, storage, console);
  const app = await buildApp({ config, database, storage, webDir: null });
  await app.ready();
  const demo = await readDemoData();
  const reports: [string, SearchEvalReport][] = [];
  for (const set of SEARCH_QUERY_SETS)
    reports.push([set, await evaluateSearch(app, await readSearchQueries(set), demo)]);
  await app.close();

  const number = (value: number) => value.toFixed(2).padStart(5);
  for (const [set, report] of reports) {
    console.log(
      `\n${set}: ${'lang'.padEnd(8)} ${'class'.padEnd(12)} ${'P@10'.padStart(5)} ${'recall'}  query  (why)`,
    );
    for (const s of report.scores) {
      const why = whyMissed(s);
      console.log(
        `${set}: ${s.query.language.padEnd(8)} ${s.query.class.padEnd(12)} ${number(s.precision)} ${number(s.recall).padStart(6)}  ${s.query.query}${why && `  (${why})`}`,
      );
    }
  }

  const line = (name: string, m: Means) =>
    `  ${name.padEnd(13)} P@10 ${m.precision.toFixed(3)}  recall ${m.recall.toFixed(3)}  (${m.queries} queries)`;
  console.log(`\n${database.kind}, floor ${SEARCH_EVAL_FLOOR} for both means in each language of each set`);
  let failed = false;
  for (const [set, report] of reports) {
    const under = languagesUnderFloor(report);
    failed ||= under.length > 0;
    console.log(`\n${set} set${under.length ? `: UNDER THE FLOOR in ${under.join(', ')}` : ''}`);
    for (const [language, means] of Object.entries(report.byLanguage)) console.log(line(language, means));
    for (const [name, means] of Object.entries(report.byClass).toSorted(([a], [b]) => a.localeCompare(b)))
      console.log(line(name, means));
    console.log(line('overall', report.overall));
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
