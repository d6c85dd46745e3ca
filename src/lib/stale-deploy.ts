/**
 * After a deploy, a page loaded earlier may ask for a script file the server no longer has (file
 * names carry a hash of their content). On a failed script preload Vite dispatches an event
 * (`vite:preloadError`) and rethrows the error unless the event is prevented. Here the page reloads
 * once to get the new deploy's files; a reload is never repeated within a minute (no loop), and
 * happens only when the server answers: without a connection (even one the browser believes it
 * has) a failed load is no new deploy, and a reload would throw away what the visitor typed.
 */
const RELOADED_KEY = 'vibra:reloaded-for-deploy';
const ONE_MINUTE = 60_000;

/** Messages browsers give for a module that could not be fetched. */
const FAILED_IMPORT =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported/i;

/** Claims the one reload a minute allows (false when already used, or without storage to guard it). */
function mayReload(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - last < ONE_MINUTE) return false;
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    return true;
  } catch {
    return false; // without storage there is no guard against a loop: keep the page as it is
  }
}

/** The server answers this page's address (a HEAD request, which the service worker lets through). */
async function serverAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    return (await fetch(location.href, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** Whether the visitor has typed, ticked or chosen something in this page's forms (a reload would lose it). */
function hasUnsentInput(): boolean {
  return [...document.querySelectorAll('input, textarea, select')].some((field) => {
    if (field instanceof HTMLSelectElement)
      return [...field.options].some((option) => option.selected !== option.defaultSelected);
    const input = field as HTMLInputElement; // a textarea has no `checked`: undefined on both sides
    return input.value !== input.defaultValue || input.checked !== input.defaultChecked;
  });
}

/**
 * Reloads for the new deploy's files, unless that would lose what the visitor entered: the page's
 * forms still work without their islands.
 */
async function reloadIfNewDeploy(): Promise<void> {
  if ((await serverAnswers()) && !hasUnsentInput() && mayReload()) location.reload();
}

export function reloadOnStaleDeploy(): void {
  addEventListener('vite:preloadError', (event) => {
    // Handled here (not rethrown): the page either reloads or stays as it is, still readable.
    event.preventDefault();
    void reloadIfNewDeploy();
  });
  // A script file that failed to load (a load error does not bubble; a listener on window in the
  // capture phase still sees it).
  addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.src) void reloadIfNewDeploy();
    },
    true,
  );
  // An island whose code failed to load (after Astro's own retry) reports it with this event.
  addEventListener('astro:hydration-error', (event) => {
    const { error } = (event as CustomEvent<{ error?: { message?: unknown } }>).detail ?? {};
    if (typeof error?.message === 'string' && FAILED_IMPORT.test(error.message)) void reloadIfNewDeploy();
  });
}
