// `tollgate orders import` reads and checks its file in a worker thread while the main thread
// stages what has been checked: parsing and validation (about half of reading a file) then
// overlap the database's writes instead of coming before them. The worker runs this same module;
// it hands over validated batches (`validatedBatches`) and keeps at most IN_FLIGHT of them
// unread, so memory stays bounded however far ahead of the writes the parsing gets.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { PlanRow } from '../db/schema.js';
import { readOrderCsv } from './csv-reader.js';
import { ImportRejected, type ImportError, type Staging, type ValidatedBatch, validatedBatches } from '../modules/orders/import.js';

const IN_FLIGHT = 4;
/** The worker's young generation: it allocates a row's strings and objects and drops them at
 * once, and with the command's 4 MiB semi-spaces (the shebang's flag, which workers inherit) it
 * spent a fifth of its time in scavenges; with this it reads a 1M-row file ≈4% faster, at the same
 * peak memory (which is the rollups' sums at the end). */
const YOUNG_GENERATION_MB = 32;

interface Job {
  path: string;
  plans: PlanRow[];
  at: number;
  staging: Staging;
  maxErrors: number;
}

type Message = { batch: ValidatedBatch } | { done: true } | { rejected: { errors: ImportError[]; rows: number } } | { failed: unknown };

/** The worker: checks the file and posts its batches, each after the main thread has room for it. */
async function work(job: Job): Promise<void> {
  const port = parentPort!;
  let room = IN_FLIGHT;
  let wake: (() => void) | undefined;
  port.on('message', () => {
    room++;
    wake?.();
  });
  const post = (message: Message) => port.postMessage(message);
  try {
    const byId = new Map(job.plans.map((plan) => [Number(plan.plan_id), plan]));
    for await (const batch of validatedBatches(readOrderCsv(job.path), byId, job.at, job.staging.rows, job.maxErrors, job.staging.format)) {
      while (room === 0) await new Promise<void>((resolve) => (wake = resolve));
      room--;
      post({ batch });
    }
    post({ done: true });
  } catch (error) {
    post(error instanceof ImportRejected ? { rejected: { errors: error.errors, rows: error.rows } } : { failed: error });
  }
  port.close();
}

if (!isMainThread && (workerData as { orderImport?: Job } | undefined)?.orderImport) void work((workerData as { orderImport: Job }).orderImport);

/** `validatedBatches` of the file at `path`, read and checked in a worker thread. */
export async function* validatedInThread(
  path: string,
  byId: Map<number, PlanRow>,
  at: number,
  staging: Staging,
  maxErrors: number,
): AsyncGenerator<ValidatedBatch> {
  const job: Job = { path, plans: [...byId.values()], at, staging, maxErrors };
  const worker = new Worker(new URL(import.meta.url), { workerData: { orderImport: job }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  const queue: Message[] = [];
  let wake: (() => void) | undefined;
  const push = (message: Message) => {
    queue.push(message);
    wake?.();
  };
  worker.on('message', push);
  worker.on('error', (error) => push({ failed: error }));
  worker.on('exit', (code) => push({ failed: new Error(`the import's reader thread stopped (exit code ${code})`) }));
  try {
    for (;;) {
      const message = queue.shift();
      if (!message) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if ('batch' in message) {
        yield message.batch;
        worker.postMessage('room');
      } else if ('done' in message) return;
      else if ('rejected' in message) throw new ImportRejected(message.rejected.errors, message.rejected.rows);
      else throw message.failed;
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}
