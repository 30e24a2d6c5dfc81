/** The links between the packages pages: the package, benefits, subscriptions, the comparison and the calculator. */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { routeUrl } from '@/lib/routes/navigate';
import type { RouteId } from '@/lib/routes/route-table';
import own from './packages.module.css';

const LINKS: readonly { route: RouteId; key: string; tab?: string }[] = [
  { route: 'myAccountNewPackaging', key: 'packages.links.package' },
  { route: 'myAccountBenefits', key: 'packages.links.benefits', tab: 'overview' },
  { route: 'myAccountSubscriptions', key: 'packages.links.subscriptions', tab: 'active' },
  { route: 'myAccountPackageComparison', key: 'packages.links.comparison' },
  { route: 'myAccountPackageCalculator', key: 'packages.links.calculator' },
];

export function PackageLinks({ except }: { except: RouteId }) {
  const { t } = useTranslation('payments');
  return (
    <nav aria-label={t('packages.links.label')}>
      <ul className={own.links}>
        {LINKS.filter((link) => link.route !== except).map((link) => (
          <li key={link.route}>
            <Link href={routeUrl(link.route, link.tab ? { params: { tab: link.tab } } : {})} prefetch={false}>
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
