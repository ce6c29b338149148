import { availableParallelism } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import type { Content } from 'pdfmake/interfaces';
import { Piscina } from 'piscina';

/**
 * The documents the customer keeps, drawn with pdfmake (ADR 050) in worker threads (ADR 052):
 * laying out a statement takes tens of milliseconds of CPU without a pause, so drawn here, fifty at
 * once would hold every other request back for seconds. The templates build plain data, which is
 * all that crosses to the worker.
 */

/** Who issues the document: the company's name and contact from the settings. */
export interface Issuer {
  companyName: string;
  companyAddress: string;
  companyPhone: string;
  companyEmail: string;
}

export interface PdfDocument {
  issuer: Issuer;
  /** The document's title, under the letterhead and in the file's properties. */
  title: string;
  /** The instant it is dated: the file's creation date, so the same data draws the same bytes. */
  issuedAt: Date;
  content: Content[];
}

/** Label and value pairs, two columns wide: the parties, the motorcycle, the figures. */
export function fieldTable(rows: [label: string, value: string][]): Content {
  return {
    table: { widths: [170, '*'], body: rows.map(([label, value]) => [{ text: label, bold: true }, value]) },
    layout: 'noBorders',
  };
}

/** A table whose header row repeats on every page it spans; amounts aligned right. */
export function dataTable(header: string[], rows: string[][], options: { rightFrom: number }): Content {
  const align = (cells: string[], header = false) =>
    cells.map((text, k) => ({
      text,
      ...(header ? { style: 'tableHeader' } : {}),
      ...(k >= options.rightFrom ? { alignment: 'right' as const } : {}),
    }));
  return {
    table: {
      headerRows: 1,
      widths: header.map((_, k) => (k < options.rightFrom ? 'auto' : '*')),
      body: [align(header, true), ...rows.map((row) => align(row))],
    },
    layout: 'lightHorizontalLines',
  };
}

declare const __bundleFile: ((name: string) => string) | undefined;

/** Beside the bundle once built (build.mjs); its source under tsx and the tests. */
const workerFile =
  typeof __bundleFile === 'function'
    ? __bundleFile('./pdf-worker.js')
    : path.join(import.meta.dirname, 'pdf-worker.ts');

/** One thread on two cores (the other is the server's), more on more. */
const THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

/** Started on the first document and let go when idle: a server that draws nothing keeps no thread. */
const pool = new Piscina<PdfDocument, Uint8Array>({
  filename: workerFile,
  minThreads: 0,
  maxThreads: THREADS,
  idleTimeout: 60_000,
  ...(workerFile.endsWith('.ts') ? { execArgv: [...process.execArgv, '--import', 'tsx'] } : {}),
});

/** The letterhead, the title, the content, and "Página n de m" at the foot of every page. */
export async function renderPdf(document: PdfDocument): Promise<Buffer> {
  const bytes = await pool.run(document);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Documents in the making at once, their rows read included: enough to keep the threads busy, few
 * enough that fifty asked at once never take the database's connections from everyone else.
 */
const documentLane = pLimit(2 * THREADS);

export const inDocumentLane = <T>(work: () => Promise<T>): Promise<T> => documentLane(work);
