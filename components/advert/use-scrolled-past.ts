/**
 * Whether an element (the ad page's price) has scrolled up out of view: an IntersectionObserver,
 * so nothing runs on scroll. False on the server and until the observer first answers.
 */
import { type RefObject, useEffect, useState } from 'react';

export function useScrolledPast(ref: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      // Out of view above the viewport (not below it, on a page opened further down).
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
