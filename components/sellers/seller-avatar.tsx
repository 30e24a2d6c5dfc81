/** A seller's logo placeholder: their initials on the brand colour (dealers have no logo upload yet). */
import { initialsOf } from '@/lib/sellers/sellers-href';
import styles from './sellers.module.css';

export function SellerAvatar({ name, large = false }: { name: string; large?: boolean }) {
  return (
    <span className={large ? `${styles.avatar} ${styles.avatarLarge}` : styles.avatar} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
