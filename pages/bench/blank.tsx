import type { GetServerSideProps } from 'next';

/**
 * A page with no content of its own: `npm run bench:js` compares every route's first-load JS with it.
 * It is part of the build only for that measurement; visitors get a 404.
 */
export const getServerSideProps: GetServerSideProps = () => Promise.resolve({ notFound: true });

export default function BlankPage() {
  return null;
}
