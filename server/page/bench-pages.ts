/** The /bench/* pages: floor pages for the benchmarks, never part of the public site. */
import type { GetServerSidePropsResult } from 'next';
import { getEnv, type Env } from '@/server/env';

/** True when /bench/* may be served: always outside production, in production only with BENCH_PAGES=1. */
export function benchPagesEnabled(env: Pick<Env, 'NODE_ENV' | 'BENCH_PAGES'> = getEnv()): boolean {
  return env.NODE_ENV !== 'production' || env.BENCH_PAGES === '1';
}

/** getServerSideProps of a bench page: empty props, or a 404 when bench pages are off. */
export function benchPageProps(env?: Pick<Env, 'NODE_ENV' | 'BENCH_PAGES'>): GetServerSidePropsResult<Record<string, never>> {
  return benchPagesEnabled(env) ? { props: {} } : { notFound: true };
}
