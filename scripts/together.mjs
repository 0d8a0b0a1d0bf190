#!/usr/bin/env node
// Runs the named npm scripts of the root package at the same time (`node scripts/together.mjs lint
// typecheck`), each one's output kept together and printed when it ends, and fails when any fails.
// Lint and typecheck each leave part of a 2-core machine idle (one main thread each); side by side
// they take about as long as the longer of the two instead of the sum.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (!names.length) {
  console.error('usage: node scripts/together.mjs <npm script>...');
  process.exit(2);
}

const started = Date.now();

const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const text = Buffer.concat(output).toString();
        process.stdout.write(`\n> ${name}: ${code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`} after ${seconds} s\n${text}`);
        resolve(code === 0);
      });
    }),
);

const results = await Promise.all(runs);
process.exit(results.every(Boolean) ? 0 : 1);
