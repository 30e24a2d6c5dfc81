/**
 * The on-site survey's theme (SPEC §2.6): the provider's script adds an element with id
 * laquesisSurvey to the document head when it shows a survey; the product then loads a small
 * stylesheet of our design tokens for it (public/survey-theme.css), once.
 */

export const SURVEY_ELEMENT_ID = 'laquesisSurvey';
export const SURVEY_STYLESHEET = '/survey-theme.css';
/** Id of the stylesheet's link, so it is added once. */
export const SURVEY_LINK_ID = 'volan-survey-theme';

function addStylesheet(doc: Document): void {
  if (doc.getElementById(SURVEY_LINK_ID)) return;
  const link = doc.createElement('link');
  link.id = SURVEY_LINK_ID;
  link.rel = 'stylesheet';
  link.href = SURVEY_STYLESHEET;
  doc.head.appendChild(link);
}

/** Watches the head for the survey's element (or finds it there); returns the stop. */
export function watchSurveyTheme(doc: Document = document): () => void {
  const present = doc.getElementById(SURVEY_ELEMENT_ID);
  if (present && doc.head.contains(present)) {
    addStylesheet(doc);
    return () => {};
  }
  const observer = new MutationObserver((records) => {
    const added = records.some((record) =>
      Array.from(record.addedNodes).some((node) => node instanceof Element && node.id === SURVEY_ELEMENT_ID),
    );
    if (!added) return;
    addStylesheet(doc);
    observer.disconnect();
  });
  observer.observe(doc.head, { childList: true });
  return () => observer.disconnect();
}
