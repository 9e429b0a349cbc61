import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs name only files that exist, and nothing in the repository points outside it.
// Lives in src/server because vitest runs src/**/*.test.ts and tsconfig.server.json type-checks it.

const root = path.resolve(import.meta.dirname, '../..');

/** The repository's files as git sees them: tracked or new, not ignored, not deleted. */
const skipped = /^(node_modules|dist|data|test-results)(\/|$)/;
const repositoryFiles = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter((file) => file && !skipped.test(file) && existsSync(path.join(root, file)));
const files = new Set(repositoryFiles);
const folders = new Set(
  repositoryFiles.flatMap((file) => {
    const parts = file.split('/');
    return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('/'));
  }),
);
const topLevel = new Set(repositoryFiles.map((file) => file.split('/')[0]));

/** Where a path in the docs may start: the root, or a source folder (`users/prove-address.ts` is src/server's). */
const BASES = ['', 'src/', 'src/server/', 'src/web/'];
const exists = (name: string) => {
  const clean = name.replace(/\/$/, '');
  return BASES.some((base) => files.has(base + clean) || folders.has(base + clean));
};

const markdown = repositoryFiles.filter(
  (file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')),
);

/**
 * Words in backticks that read as a path: from the repository's root (`src/server/users/`,
 * `docs/jobs.md`), or a source file named from its folder (`users/prove-address.ts`).
 */
function backtickPaths(text: string): string[] {
  const withoutFences = text.replace(/^```[\s\S]*?^```/gm, '');
  return [...withoutFences.matchAll(/`([^`\n]+)`/g)]
    .flatMap(([, span]) => span!.split(/\s+/))
    .map((word) => word.replace(/[.,;:)]+$/, '').replace(/:\d+$/, ''))
    .filter((word) => word.includes('/') && !/^(\/|[a-z]+:|dist\/)/.test(word)) // not a URL or a build output
    .filter((word) => topLevel.has(word.split('/')[0]) || /\.(tsx?|m?js|json|sql)$/.test(word))
    .filter((word) => !/[*<>{}$…]/.test(word)); // a pattern or a placeholder, not one file
}

/** Targets of relative Markdown links, resolved from the file that holds them. */
function linkedPaths(file: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!.replace(/#.*$/, ''))
    .filter((target) => target && !/^[a-z]+:/i.test(target) && !target.startsWith('/'))
    .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(file), target)));
}

describe('the docs', () => {
  it('find Markdown files to read', () => {
    expect(markdown).toContain('README.md');
    expect(markdown).toContain('docs/architecture.md');
  });

  it.each(markdown)('%s names only paths that exist in the repository', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const named = [...backtickPaths(text), ...linkedPaths(file, text)];
    expect(named.filter((name) => !exists(name))).toEqual([]);
  });
});

describe('the repository', () => {
  it('refers to no document outside it', () => {
    // Written so that this file does not match itself.
    const outside = /DESIGN\.md|product[-]spec|spec[ ]§/;
    const found = repositoryFiles.flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      if (text.includes('\0')) return []; // binary
      return text
        .split('\n')
        .flatMap((line, i) => (outside.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(found).toEqual([]);
  });
});
