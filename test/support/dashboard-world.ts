// A world for the dashboard's browser tests: the demo bot (`tollgate demo`'s data) in a fresh
// database, a real `tollgate serve`, and Debian's Chromium driven by playwright-core. Each test
// gets its own page (a fresh tab: nothing kept between tests) signed in or not; every screen
// can be checked with axe-core and photographed into test-results/screens/ for a person to look.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { loadConfig } from '../../src/config.js';
import { createSecretBox } from '../../src/crypto/secret-box.js';
import { openStorage } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { runDemo } from '../../src/demo.js';
import { createServices, type Services } from '../../src/services.js';
import { freshDatabase, TEST_ENCRYPTION_KEY } from './helper.js';
import { until } from './until.js';
import { request, type JsonReply, type Server, serverEnv, startServer } from './servers.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How long a page may take to show what a test waits for, and how often it is looked at. */
export const PAGE = { within: 30_000, every: 50 };

/** Waits until nothing on the page is loading (no status region left). */
export async function settled(page: Page): Promise<void> {
  await until(
    () => page.getByRole('status').count(),
    (n) => n === 0,
    'the screen to load',
    PAGE,
  );
}
const SCREENS_DIR = join(import.meta.dirname, '..', '..', 'test-results', 'screens');

/** A tab's size, and (default: the machine's) the zone and language its browser has. */
export interface TabOptions {
  width?: number;
  height?: number;
  timezoneId?: string;
  locale?: string;
}

export interface DashboardWorld {
  server: Server;
  botId: number;
  apiKey: string;
  /** A new tab (its own storage), not signed in; closed with the world. */
  page(options?: TabOptions): Promise<Page>;
  /** A new tab signed in to the demo bot, on the overview. */
  signedIn(options?: TabOptions): Promise<Page>;
  /** The bot-scoped API, to compare what a screen shows with what the API answers. */
  api(method: string, path: string, body?: unknown): Promise<JsonReply>;
  /** axe-core on the page as it is: no serious or critical violation (the list when there are). */
  checkAccessibility(page: Page, screen: string): Promise<void>;
  /** Saves a full-page screenshot as test-results/screens/<name>.png (not committed). */
  screenshot(page: Page, name: string): Promise<void>;
  stop(): Promise<void>;
}

/** `seed` adds to the demo bot's data through the services, before the server starts (what the
 * API cannot do, such as members the platform named). */
export async function startDashboardWorld(
  env: Record<string, string> = {},
  seed?: (services: Services, botId: number) => Promise<void>,
): Promise<DashboardWorld> {
  const database = await freshDatabase(true);
  const storage = openStorage(database.url);
  let demo: { bot_id: number; api_key: string };
  try {
    await migrateToLatest(storage.db);
    const services = createServices({ db: storage.db, now: Date.now, secretBox: createSecretBox(TEST_ENCRYPTION_KEY) });
    demo = (await runDemo(services, loadConfig({}, { databaseUrl: database.url, encryptionKey: TEST_ENCRYPTION_KEY }))).summary;
    await seed?.(services, demo.bot_id);
  } finally {
    await storage.close();
  }
  const server = await startServer(serverEnv(database.url, env));
  // A browser that cannot start (none installed) fails the tests, and must not keep the server
  // and the test process alive behind it.
  const browser: Browser = await launchChromium().catch(async (err: unknown) => {
    await server.stop();
    await database.drop();
    throw err;
  });
  const base = `/v1/bot${demo.bot_id}/${demo.api_key}`;
  const page = async ({ width = 1200, height = 900, timezoneId, locale }: TabOptions = {}) => {
    const context = await browser.newContext({
      viewport: { width, height },
      baseURL: server.url,
      ...(timezoneId ? { timezoneId } : {}),
      ...(locale ? { locale } : {}),
    });
    const tab = await context.newPage();
    // A page error or a refused resource (CSP) is a failure of the page, whatever the test checks.
    tab.on('pageerror', (err) => {
      throw err;
    });
    tab.on('console', (message) => {
      if (message.type() === 'error') process.stderr.write(`browser console error: ${message.text()}\n`);
    });
    await tab.goto('/');
    return tab;
  };
  return {
    server,
    botId: demo.bot_id,
    apiKey: demo.api_key,
    page,
    async signedIn(size) {
      const tab = await page(size);
      await signIn(tab, String(demo.bot_id), demo.api_key);
      await tab.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      return tab;
    },
    api: (method, path, body) => request(`${server.url}${base}${path}`, method, body),
    async checkAccessibility(tab, screen) {
      const result = await new AxeBuilder({ page: tab }).analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      if (serious.length) {
        const list = serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        throw new Error(`accessibility violations on ${screen}:\n${list.join('\n')}`);
      }
    },
    async screenshot(tab, name) {
      mkdirSync(SCREENS_DIR, { recursive: true });
      await tab.screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage: true });
    },
    async stop() {
      await browser.close();
      await server.stop();
      await database.drop();
    },
  };
}

/** Debian's Chromium, headless, with nothing fetched from outside (flags of SPEC's machine notes). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** Fills the sign-in form and submits it. */
export async function signIn(page: Page, botId: string, apiKey: string): Promise<void> {
  await page.getByLabel('Bot ID').fill(botId);
  await page.getByLabel('API key').fill(apiKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens a screen from the navigation and waits for its heading. */
export async function openScreen(page: Page, title: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: title, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}
