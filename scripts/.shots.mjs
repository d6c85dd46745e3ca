import { chromium } from 'playwright-core';

const [url, prefix, width = '1280', height = '1000'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: +width, height: +height } });
await page.goto(url, { waitUntil: 'networkidle' });
const total = await page.evaluate(() => document.documentElement.scrollHeight);
let i = 0;
for (let y = 0; y < total; y += +height) {
  await page.screenshot({
    path: `${prefix}-${i++}.png`,
    fullPage: true,
    clip: { x: 0, y, width: +width, height: Math.min(+height, total - y) },
  });
}
console.log(i, 'shots', total);
await browser.close();
