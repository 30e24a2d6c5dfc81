/**
 * Which browser errors are reported (SPEC §9 "Monitoring and tracking"): a sample of 0.1, except
 * the posting form's, which are never sampled out; nothing from the /404 transaction; nothing
 * from automated (webdriver) browsers, so test runs do not fill the table.
 */

/** Share of error reports kept (SPEC §9). */
export const ERROR_SAMPLE_RATE = 0.1;

/** The page (route id) whose logs are never sampled out. */
export const UNSAMPLED_PAGE = 'posting_form';

/** What the decision looks at. */
export interface SamplingInput {
  /** The route id of the page ('posting_form', 'home', ...). */
  readonly pageName: string;
  /** The page's path without query ('/404' is dropped). */
  readonly path: string;
  /** navigator.webdriver. */
  readonly webdriver: boolean;
  /** A number in [0, 1): Math.random() in the browser. */
  readonly random: number;
}

/** True when the error should be reported. */
export function shouldReportError(input: SamplingInput): boolean {
  if (input.webdriver) return false;
  if (input.path === '/404' || input.pageName === '404') return false;
  if (input.pageName === UNSAMPLED_PAGE) return true;
  return input.random < ERROR_SAMPLE_RATE;
}
