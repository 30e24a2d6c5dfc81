import type { GetServerSideProps } from 'next';
import { benchPageProps } from '@/server/page/bench-pages';

/**
 * A page with no content of its own, the floor of the benchmarks: `npm run bench:js` compares every
 * route's first-load JS with it (from the build manifest), and a server benchmark can compare
 * req/s with it. In production it is a 404 unless BENCH_PAGES=1 (server/page/bench-pages.ts).
 */
export const getServerSideProps: GetServerSideProps = () => benchPageProps('/bench/blank');

export default function BlankPage() {
  return null;
}
