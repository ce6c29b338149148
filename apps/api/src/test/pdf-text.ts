import { spawn } from 'node:child_process';

/**
 * The text of a PDF as poppler's `pdftotext -layout` reads it (Debian's poppler-utils, which CI
 * installs): what a person would read on the page, in reading order, columns kept apart.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-']);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8'))
        : reject(new Error(`pdftotext exited ${code}: ${Buffer.concat(err).toString('utf8')}`)),
    );
    child.stdin.end(pdf);
  });
}
