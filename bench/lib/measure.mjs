/** Node-side calls of the in-page measuring helpers (see probes.mjs). */

/**
 * Arms a measure in the page. `predicate`, `filter` and `fail` are function SOURCES (strings)
 * evaluated in the page: predicate() ends the measure when truthy (its value is returned),
 * filter(event) picks the starting event, fail() ends it with an error when truthy.
 */
export async function arm(page, name, { startOn, predicate, filter = null, fail = null }) {
  await page.evaluate(
    ([n, o]) => window.__bench.arm(n, o),
    [name, { startOn, predicateSrc: predicate, filterSrc: filter, failSrc: fail }],
  );
}

/** Waits for an armed measure; throws on a timeout or a failure. */
export async function result(page, name, timeoutMs = 120_000) {
  const r = await page.evaluate(([n, t]) => window.__bench.result(n, t), [name, timeoutMs]);
  if (r.error) throw new Error(`${name}: ${r.error}`);
  return r;
}

/** Arms, acts, and returns the measure. */
export async function measure(page, name, options, act, timeoutMs) {
  await arm(page, name, options);
  await act();
  return result(page, name, timeoutMs);
}

/** A predicate source: the element matching `selector` holds `text`. */
export const hasText = (selector, text) =>
  `() => document.querySelector(${JSON.stringify(selector)})?.textContent.includes(${JSON.stringify(text)})`;

/** A predicate source: the last block of the element matching `selector` holds `text`. */
export const lastBlockHas = (selector, text) =>
  `() => document.querySelector(${JSON.stringify(selector)})?.lastElementChild?.textContent.includes(${JSON.stringify(text)})`;

export const cssString = (s) => JSON.stringify(s).slice(1, -1);
