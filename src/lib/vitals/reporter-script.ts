/**
 * The reporter as a stand-alone classic script: page-start.ts adds it to the page after the first
 * paint, when the browser is idle. Built on its own (Vite's `?worker&url`), so the page's inline
 * start-up script imports nothing and stays inline.
 */
import { startReporter } from './reporter.ts';

startReporter();
