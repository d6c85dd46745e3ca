import { chromium } from 'playwright-core';
const [url, out, width = '1280', height = '1000', y = '0'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: +width, height: +height } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: +y, width: +width, height: +height } });
await browser.close();
