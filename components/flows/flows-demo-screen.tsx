/**
 * /flows/demo: the UI primitives of components/ui, each driven by its real machine, on one page
 * so people can try them and the e2e suite can run axe over them (closed and open).
 */
import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import buttons from '@/components/ui/button.module.css';
import { AccessRestrictedDialog } from '@/components/ui/access-restricted/access-restricted-dialog';
import { ComboboxField } from '@/components/ui/combobox/combobox-field';
import { DialogStackProvider, StackedDialog, useDialogStack } from '@/components/ui/dialogs/dialog-stack';
import { PageLoadIndicator } from '@/components/ui/page-load/page-load-indicator';
import { SelectField } from '@/components/ui/select/select-field';
import { Snackbar } from '@/components/ui/snackbar/snackbar';
import { useAccessRestricted } from '@/machines/access-restricted/use-access-restricted';
import { COMBOBOX_INPUT } from '@/machines/combobox/combobox.fixtures';
import { useCombobox } from '@/machines/combobox/use-combobox';
import { useDialogs } from '@/machines/dialogs/use-dialogs';
import { usePageLoad } from '@/machines/page-load/use-page-load';
import { FEW_MAKES_INPUT, FUEL_INPUT, MAKE_INPUT } from '@/machines/select/select.fixtures';
import { useSelect } from '@/machines/select/use-select';
import { useSnackbar } from '@/machines/snackbar/use-snackbar';
import styles from './flows-demo.module.css';
import { FlowsHead } from './flows-head';

const button = `${buttons.button} ${buttons.secondary} ${buttons.block}`;

/**
 * A prefix icon drawn inline (a disc with the initial): the fixtures point at make logos that the
 * site does not ship yet, and the demo must show the icon slot without a request that 404s.
 */
function initialIcon(label: string): string {
  const letter = label.charAt(0).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="#142355"/><text x="12" y="16.5" font-family="Arial" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const PHONE_MAKES = {
  ...MAKE_INPUT,
  options: MAKE_INPUT.options.map((option) => ({ ...option, preffixIcon: initialIcon(option.label) })),
};

function DemoDialogs() {
  const { t } = useTranslation('flows');
  const stack = useDialogStack();
  return (
    <>
      <button type="button" className={button} onClick={() => stack.open('contact')} data-testid="open-contact">
        {t('demo.openContact')}
      </button>
      <StackedDialog id="contact" title={t('demo.contactTitle')}>
        <p>{t('demo.contactText')}</p>
        <button type="button" className={button} onClick={() => stack.open('report')} data-testid="open-report">
          {t('demo.openReport')}
        </button>
      </StackedDialog>
      <StackedDialog id="report" title={t('demo.reportTitle')}>
        <p>{t('demo.reportText')}</p>
      </StackedDialog>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`demo-${id}`} data-demo={id}>
      <h2 id={`demo-${id}`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function FlowsDemoScreen() {
  const { t } = useTranslation('flows');
  const fuel = useSelect(FUEL_INPUT);
  const make = useSelect(FEW_MAKES_INPUT);
  // The phone presentation (full-screen dialog with search) on any screen, for trying and for axe.
  const makeOnPhone = useSelect({ ...PHONE_MAKES, label: t('demo.phoneMake') }, { device: 'mobile' });
  const model = useCombobox(COMBOBOX_INPUT);
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const access = useAccessRestricted();
  const pageLoad = usePageLoad();
  return (
    <div className={`container ${styles.page}`}>
      <FlowsHead title={t('demo.title')} />
      <PageLoadIndicator view={pageLoad} />
      <nav aria-label={t('detail.breadcrumbs')} className={styles.breadcrumbs}>
        <Link href="/flows">{t('detail.back')}</Link>
      </nav>
      <h1 className={styles.title}>{t('demo.title')}</h1>
      <p className={styles.intro}>{t('demo.intro')}</p>
      <div className={styles.grid}>
        <Section id="select" title={t('demo.select')}>
          <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label={t('demo.select')}>
            <SelectField view={fuel} />
            <SelectField view={make} />
            <SelectField view={makeOnPhone} />
          </form>
        </Section>
        <Section id="combobox" title={t('demo.combobox')}>
          <ComboboxField view={model} />
        </Section>
        <Section id="dialogs" title={t('demo.dialogs')}>
          <DialogStackProvider view={dialogs}>
            <DemoDialogs />
          </DialogStackProvider>
        </Section>
        <Section id="snackbar" title={t('demo.snackbar')}>
          <button
            type="button"
            className={button}
            onClick={() => snackbar.show('demo.saved', t('demo.snackbarMessage'))}
            data-testid="show-snackbar"
          >
            {t('demo.showSnackbar')}
          </button>
          <Snackbar view={snackbar} />
        </Section>
        <Section id="access" title={t('demo.access')}>
          <button type="button" className={button} onClick={access.open} data-testid="open-access">
            {t('demo.openAccess')}
          </button>
          <AccessRestrictedDialog view={access} />
        </Section>
        <Section id="page-load" title={t('demo.pageLoad')}>
          <p data-testid="page-status">{t(pageLoad.isLoaded ? 'demo.pageLoaded' : 'demo.pageLoading')}</p>
        </Section>
      </div>
    </div>
  );
}
