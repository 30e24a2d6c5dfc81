/**
 * The app: global styles, then everything inside a HydrationBoundary (components/shell/app-root).
 * React hydrates the root in one blocking task, and that task used to render the providers and the
 * shell too (creating the i18next instance and the session actor, the first translations). Inside
 * the boundary that work is hydrated in slices at a low priority like the header, page and footer
 * (docs/decisions/0005, 0023); the server renders the same markup.
 */
import '@/styles/globals.css';
import type { AppProps } from 'next/app';
import { AppRoot } from '@/components/shell/app-root';
import { HydrationBoundary } from '@/components/ui/hydration-boundary';
import type { BasePageProps } from '@/lib/page/page-props';

export default function App(props: AppProps<Partial<BasePageProps>>) {
  return (
    <HydrationBoundary>
      <AppRoot {...props} />
    </HydrationBoundary>
  );
}
