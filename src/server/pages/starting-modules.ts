import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The chunks a drawn page starts with: its language's texts and the screens it was drawn with (Vite's
 * manifest maps a source such as `src/web/screens/home.tsx` to its chunk and the chunks it imports).
 * main.tsx preloads them when the app starts, all at once rather than one import after another.
 * Chunks the entry script loads anyway are left out.
 */
export function startingModules(webDir: string): (sources: string[]) => string[] {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const chunksOf = (key: string, seen: Set<string>): void => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) chunksOf(imported, seen);
  };
  const entry = new Set<string>();
  chunksOf('index.html', entry);
  return (sources) => {
    const needed = new Set<string>();
    for (const source of sources) chunksOf(source, needed);
    return [...needed].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]?.file ?? ''}`);
  };
}
