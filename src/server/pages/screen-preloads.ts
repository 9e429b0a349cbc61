import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../escape-html';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The `<link rel="modulepreload">` tags of the screens a page was drawn with (Vite's manifest maps
 * `src/web/screens/<name>.tsx` to its chunk and the chunks it imports): the browser fetches them with
 * the page's own script, instead of after it, and hydration starts sooner. Chunks the page's entry
 * script loads anyway are left out.
 */
export function screenPreloads(webDir: string): (screens: string[]) => string {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const chunksOf = (key: string, seen: Set<string>): void => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) chunksOf(imported, seen);
  };
  const entry = new Set<string>();
  chunksOf('index.html', entry);
  return (screens) => {
    const needed = new Set<string>();
    for (const screen of screens) chunksOf(`src/web/screens/${screen}.tsx`, needed);
    return [...needed]
      .filter((key) => !entry.has(key))
      .map(
        (key) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]?.file ?? '')}" />`,
      )
      .join('');
  };
}
