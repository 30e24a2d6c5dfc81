// @vitest-environment jsdom
import { SURVEY_LINK_ID, SURVEY_STYLESHEET, watchSurveyTheme } from './survey-theme';

const links = () => document.head.querySelectorAll(`link[href="${SURVEY_STYLESHEET}"]`);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the survey theme (SPEC §2.6)', () => {
  it('loads the stylesheet once when #laquesisSurvey is added to the head', async () => {
    const stop = watchSurveyTheme();
    document.head.appendChild(document.createElement('meta'));
    await flush();
    expect(links()).toHaveLength(0);
    const survey = document.createElement('style');
    survey.id = 'laquesisSurvey';
    document.head.appendChild(survey);
    await flush();
    expect(links()).toHaveLength(1);
    expect(document.getElementById(SURVEY_LINK_ID)).toHaveAttribute('rel', 'stylesheet');
    document.head.appendChild(survey.cloneNode());
    await flush();
    expect(links()).toHaveLength(1);
    stop();
  });

  it('ignores the id in the body, and finds the element already in the head', async () => {
    const stop = watchSurveyTheme();
    const inBody = document.createElement('div');
    inBody.id = 'laquesisSurvey';
    document.body.appendChild(inBody);
    await flush();
    expect(links()).toHaveLength(0);
    stop();
    inBody.remove();
    const early = document.createElement('script');
    early.id = 'laquesisSurvey';
    document.head.appendChild(early);
    watchSurveyTheme()();
    expect(links()).toHaveLength(1);
  });
});
