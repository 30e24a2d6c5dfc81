/**
 * 'Distribuie' beside the ad ID (SPEC §2.6): the native share sheet where the browser has one
 * (phones), otherwise the ad's address copied to the clipboard and confirmed by the snackbar
 * machine; when the clipboard is refused, the snackbar shows the address to copy by hand.
 */
import { useTranslation } from 'react-i18next';
import { Snackbar } from '@/components/ui/snackbar/snackbar';
import { useSnackbar } from '@/machines/snackbar/use-snackbar';
import styles from './report-ad.module.css';

/** How the address is shared: the native sheet, the clipboard, or neither (the snackbar shows it). */
export async function shareUrl(url: string, title: string, nav: Navigator): Promise<'shared' | 'copied' | 'refused'> {
  if (typeof nav.share === 'function' && (nav.canShare?.({ url }) ?? true)) {
    try {
      await nav.share({ url, title });
      return 'shared';
    } catch (error) {
      // The visitor closed the sheet: nothing to confirm. Anything else falls back to the clipboard.
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  try {
    if (!nav.clipboard) return 'refused';
    await nav.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'refused';
  }
}

export function ShareAdvert({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation('advert');
  const snackbar = useSnackbar();
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    const outcome = await shareUrl(url, title, navigator);
    if (outcome === 'copied') snackbar.show('share.copied', t('share.copied'));
    if (outcome === 'refused') snackbar.show('share.refused', t('share.refused', { url }));
  };
  return (
    <>
      <button type="button" className={styles.open} onClick={() => void share()}>
        {t('share.open')}
      </button>
      <Snackbar view={snackbar} />
    </>
  );
}
