/**
 * Where the seller's map goes: a box of fixed height (nothing moves when the map arrives) that
 * loads the map (seller-map.tsx and Leaflet) once it comes near the screen and the browser is idle.
 */
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { SellerMapProps } from './seller-map';
import styles from './seller-map.module.css';

const SellerMap = dynamic(() => import('./seller-map'), { ssr: false });

export function SellerMapSlot(props: SellerMapProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let idle: number | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = () => setLoad(true);
        idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 200);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
    };
  }, []);
  return (
    <div ref={slot} className={styles.slot}>
      {load && <SellerMap {...props} />}
    </div>
  );
}
