/** The /bench/* pages: floor pages for the benchmarks, never part of the public site. */
import type { GetServerSidePropsResult } from 'next';
import type { BasePageProps } from '@/lib/page/page-props';
import { getEnv, type Env } from '@/server/env';
import { loadStaticPageProps } from './load-page';

/** True when /bench/* may be served: always outside production, in production only with BENCH_PAGES=1. */
export function benchPagesEnabled(env: Pick<Env, 'NODE_ENV' | 'BENCH_PAGES'> = getEnv()): boolean {
  return env.NODE_ENV !== 'production' || env.BENCH_PAGES === '1';
}

/**
 * getServerSideProps of a bench page: the shell's props (its translations, so the header and footer
 * read as on any page) and no data of its own, or a 404 when bench pages are off.
 */
export async function benchPageProps(
  path: string,
  env?: Pick<Env, 'NODE_ENV' | 'BENCH_PAGES'>,
): Promise<GetServerSidePropsResult<BasePageProps>> {
  return benchPagesEnabled(env) ? { props: await loadStaticPageProps([], path) } : { notFound: true };
}
