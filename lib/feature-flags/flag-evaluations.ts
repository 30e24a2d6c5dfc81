/**
 * The monitoring page action optimus_feature_flag_evaluated (SPEC §7), once per flag per page: a
 * component reading a flag reports it; a new page (another path) reports again.
 */
import { recordPageAction } from '@/lib/tracking/track-queue';

let page = '';
const reported = new Set<string>();

/** Records that `name` was read with `value` on this page, unless it already was. */
export function noteFlagEvaluated(name: string, value: boolean | string, path: string): void {
  if (path !== page) {
    page = path;
    reported.clear();
  }
  if (reported.has(name)) return;
  reported.add(name);
  recordPageAction('optimus_feature_flag_evaluated', { flag: name, value, page: path });
}

/** For tests: forgets what was reported. */
export function resetFlagEvaluations(): void {
  page = '';
  reported.clear();
}
