/** The Volan word mark with its steering-wheel sign. */
import styles from './site-header.module.css';

export function Logo() {
  return (
    <span className={styles.logoMark}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="12.5" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M4 14.5h8.5M19.5 14.5H28M16 19.5V28" stroke="currentColor" strokeWidth="3" />
        <circle className={styles.logoHub} cx="16" cy="15.5" r="3.5" />
      </svg>
      Volan
    </span>
  );
}
