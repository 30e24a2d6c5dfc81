/**
 * A region of server-rendered markup that the browser hydrates on its own. React hydrates the root
 * in one blocking task, but leaves each visible `<Activity>` boundary it meets for later, at a low
 * priority, in slices that give the main thread back every few milliseconds (and first to the
 * boundary a visitor clicks in, whose event it replays). Wrapping the shell's parts and a page's
 * independent regions in it turns hydration from one long task into many short ones.
 *
 * Why Activity and not Suspense: the server sends an Activity's content in place (between
 * `<!--&-->` markers), whereas Next's pages renderer streams any Suspense boundary past the first
 * 12.8 KB of markup out of place, to be moved in by an inline script — which the Content-Security-
 * Policy forbids and which delays the paint. Nothing here suspends or hides: the visitor sees the
 * same page.
 */
import { Activity, type ReactNode } from 'react';

export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
