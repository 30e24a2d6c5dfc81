/**
 * Where the seller's map goes: a box of fixed height (nothing moves when the map arrives) with
 * 'Arată pe hartă'. The map (seller-map.tsx and Leaflet) loads only when asked for: the ad page
 * carries none of it, and the tile server is not contacted for visitors who do not look.
 */
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SellerMapProps } from './seller-map';
import styles from './seller-map.module.css';

const SellerMap = dynamic(() => import('./seller-map'), { ssr: false });

export function SellerMapSlot(props: SellerMapProps) {
  const { t } = useTranslation('advert');
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.slot}>
      {shown ? (
        <SellerMap {...props} />
      ) : (
        <button type="button" className={styles.show} onClick={() => setShown(true)}>
          {t('seller.showMap')}
        </button>
      )}
    </div>
  );
}
