// Lets a child process run the TypeScript sources directly (the crash test): NodeNext ".js" specifiers are
// resolved to the ".ts" files beside them, 'shared/contract' to its sources, and TypeScript is stripped by swc.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from '@swc/core';

const sharedDir = dirname(createRequire(import.meta.url).resolve('shared/package.json'));
const contract = pathToFileURL(join(sharedDir, 'src/contract/index.ts')).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'shared/contract') return { url: contract, shortCircuit: true };
  if ((specifier.startsWith('.') || specifier.startsWith('/')) && specifier.endsWith('.js') && context.parentURL) {
    const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(ts))) return { url: ts.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const source = readFileSync(fileURLToPath(url), 'utf8');
  const { code } = transformSync(source, { filename: fileURLToPath(url), jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } });
  return { format: 'module', source: code, shortCircuit: true };
}

