// Usage (Lighthouse is not a dependency of the project; it is installed beside it):
//   npm i --prefix /tmp/lh lighthouse@12.2.3 && cp bench/lighthouse.mjs /tmp/lh/
//   tollgate demo --json   (its bot_id and api_key), tollgate serve, then
//   node /tmp/lh/lighthouse.mjs http://127.0.0.1:8080 <bot_id> <api_key> [screens, comma-separated] [locale]
//   (default: overview,orders,activity,keys in the browser's language; e.g. `overview,texts,plans ar`)
// Lighthouse 12.2.3 on the signed-in dashboard (overview, orders, activity, keys) at mobile and desktop settings.
import puppeteer from 'puppeteer-core';
import lighthouse, { desktopConfig } from 'lighthouse';
const [base, botId, key, screens = 'overview,orders,activity,keys', locale] = process.argv.slice(2);
// What the dashboard keeps for a signed-in tab: the key and what it may do (GET /session).
const session = (await (await fetch(`${base}/v1/bot${botId}/${key}/session`)).json()).result;
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
for (const [label, config] of [
  ['mobile', undefined],
  ['desktop', desktopConfig],
]) {
  for (const screen of screens.split(',').map((s) => (s === 'overview' ? '' : s))) {
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    await page.evaluate((b, k, s) => sessionStorage.setItem('tollgate.session', JSON.stringify({ botId: b, apiKey: k, key: s })), botId, key, session);
    // The language menu's pick, as the page remembers it.
    if (locale) await page.evaluate((l) => localStorage.setItem('tollgate.locale', l), locale);
    const url = `${base}/${screen ? `#/${screen}` : ''}`;
    const result = await lighthouse(url, { logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] }, config, page);
    const c = result.lhr.categories;
    const a = result.lhr.audits;
    rows.push(
      `| ${screen || 'overview'}${locale ? ` (${locale})` : ''} | ${label} | ${Math.round(c.performance.score * 100)} | ${Math.round(c.accessibility.score * 100)} | ${Math.round(c['best-practices'].score * 100)} | ${a['cumulative-layout-shift'].displayValue} | ${a['uses-text-compression'].score === 1 ? 'yes' : 'NO'} |`,
    );
    await page.close();
  }
}
console.log('| screen | form factor | performance | accessibility | best practices | CLS | text compressed |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));
await browser.close();
