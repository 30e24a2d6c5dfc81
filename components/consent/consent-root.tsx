/**
 * The consent flow as the shell mounts it: in the browser only (the decision lives in a cookie the
 * cached HTML must not depend on), with the stored decision as input and published at once; the
 * footer's "Setări cookie-uri" reopens the preferences through lib/consent/consent-store.ts.
 */
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { CONSENT_COOKIE, type ConsentChoices, parseConsent } from '@/lib/consent/consent-cookie';
import { onConsentPreferencesRequest, publishConsent } from '@/lib/consent/consent-store';
import { readCookie } from '@/lib/tracking/cookies';
import { useConsent } from '@/machines/consent/use-consent';
import { ConsentBanner } from './consent-banner';

// The dialog is loaded when first opened: the banner's first paint does not carry it.
const LazyPreferences = dynamic(() => import('./consent-preferences'), { ssr: false });

function ConsentFlow({ stored }: { stored: ConsentChoices | null }) {
  const view = useConsent({ stored });
  const { openPreferences } = view;
  useEffect(() => onConsentPreferencesRequest(openPreferences), [openPreferences]);
  return <ConsentBanner view={view} Preferences={LazyPreferences} />;
}

export function ConsentRoot() {
  const [stored, setStored] = useState<ConsentChoices | null | undefined>(undefined);
  useEffect(() => {
    const decision = parseConsent(readCookie(document.cookie, CONSENT_COOKIE));
    publishConsent(decision);
    setStored(decision?.choices ?? null);
  }, []);
  return stored === undefined ? null : <ConsentFlow stored={stored} />;
}
