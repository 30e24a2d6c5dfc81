/**
 * /contul-meu/user-administration — "Echipa ta" (SPEC §2.5, §6): the main account's sub-users with
 * a checkbox per section right (saved on each click), the invitation form, and removal after a
 * confirmation dialog. The flow lives in machines/team-admin.
 */
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import buttons from '@/components/ui/button.module.css';
import { ImpersonationFeedback } from '@/components/shell/impersonation-banner';
import { ModalDialog } from '@/components/ui/dialogs/modal-dialog';
import { GRANTABLE_TEAM_RIGHTS, type TeamMember, type TeamRight } from '@/lib/team/team-operations';
import type { ImpersonationView } from '@/machines/impersonation/use-impersonation';
import type { TeamAdminView, TeamRemovalView } from '@/machines/team-admin/use-team-admin';
import styles from './account.module.css';
import team from './team-admin.module.css';

function RightsBoxes({
  legend,
  rights,
  disabled,
  onToggle,
}: {
  legend: string;
  rights: readonly TeamRight[];
  disabled: boolean;
  onToggle: (right: TeamRight) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <fieldset className={team.rights}>
      <legend>{legend}</legend>
      {GRANTABLE_TEAM_RIGHTS.map((right) => (
        <label key={right} className={team.right}>
          <input
            type="checkbox"
            checked={rights.includes(right)}
            disabled={disabled}
            onChange={() => onToggle(right)}
          />
          {t(`team.rights.${right}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** Acting for an active member (SPEC §6); invitations and suspended members cannot be acted for. */
export function ActAsButton({
  member,
  view,
  disabled,
}: {
  member: TeamMember;
  view: ImpersonationView;
  disabled: boolean;
}) {
  const { t } = useTranslation('account');
  if (member.status !== 'active') return null;
  return (
    <button
      type="button"
      className={`${buttons.button} ${buttons.secondary}`}
      disabled={disabled || view.busy}
      title={t('team.actAsHint')}
      onClick={() => view.start({ userUUID: member.userUUID, displayName: member.displayName })}
    >
      {t('team.actAs', { email: member.email })}
    </button>
  );
}

function MemberCard({
  member,
  view,
  impersonation,
}: {
  member: TeamMember;
  view: TeamAdminView;
  impersonation?: ImpersonationView | undefined;
}) {
  const { t } = useTranslation('account');
  return (
    <li className={team.member} data-member={member.userUUID}>
      <div className={team.memberHead}>
        <strong>{member.email}</strong>
        <span className={team.status}>{t(`team.status.${member.status}`, { defaultValue: member.status })}</span>
        <div className={team.memberActions}>
          {impersonation ? <ActAsButton member={member} view={impersonation} disabled={view.busy} /> : null}
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary}`}
            disabled={view.busy || Boolean(impersonation?.busy)}
            onClick={() => view.remove(member.userUUID)}
          >
            {t('team.remove', { email: member.email })}
          </button>
        </div>
      </div>
      <RightsBoxes
        legend={t('team.rightsOf', { email: member.email })}
        rights={member.rights}
        disabled={view.busy}
        onToggle={(right) => view.toggleMemberRight(member.userUUID, right)}
      />
    </li>
  );
}

function RemovalDialog({ view, removal }: { view: TeamAdminView; removal: TeamRemovalView }) {
  const { t } = useTranslation('account');
  const id = useId();
  const { removing } = removal;
  return (
    <ModalDialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onEscape={removing ? () => undefined : view.cancelRemoval}
    >
      <h2 id={`${id}-title`}>{t('team.removeTitle')}</h2>
      <p id={`${id}-text`}>{t('team.removeText', { email: removal.email })}</p>
      <div className={team.dialogActions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary}`}
          disabled={removing}
          onClick={view.cancelRemoval}
          data-autofocus
        >
          {t('team.removeCancel')}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          disabled={removing}
          aria-busy={removing || undefined}
          onClick={view.confirmRemoval}
        >
          {removing ? t('team.removing') : t('team.removeConfirm')}
        </button>
      </div>
    </ModalDialog>
  );
}

/** `impersonation`, when given, adds "act as" to every active member (the page gives it; model tests of the list may not). */
export function TeamAdminScreen({ view, impersonation }: { view: TeamAdminView; impersonation?: ImpersonationView }) {
  const { t } = useTranslation('account');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.invite();
  };
  return (
    <>
      <h1 className={styles.title}>{t('team.title')}</h1>
      <p className={styles.muted}>{t('team.intro')}</p>
      {view.loading ? (
        <p role="status" aria-busy="true">
          {t('team.loading')}
        </p>
      ) : null}
      {view.loadFailed ? (
        <FormAlert errorKey={view.error?.i18nKey ?? null}>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={view.retry}>
            {t('team.retry')}
          </button>
        </FormAlert>
      ) : null}
      {!view.loading && !view.loadFailed ? (
        <>
          {view.notice ? <p role="status">{t(`team.notice.${view.notice}`)}</p> : null}
          <FormAlert errorKey={view.error?.i18nKey ?? null} />
          {impersonation ? <ImpersonationFeedback view={impersonation} /> : null}
          <section className={styles.panel} aria-labelledby="team-members-title">
            <h2 id="team-members-title">{t('team.membersTitle')}</h2>
            {view.members.length === 0 ? (
              <p className={styles.muted}>{t('team.empty')}</p>
            ) : (
              <ul className={team.members}>
                {view.members.map((member) => (
                  <MemberCard key={member.userUUID} member={member} view={view} impersonation={impersonation} />
                ))}
              </ul>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="team-invite-title">
            <h2 id="team-invite-title">{t('team.inviteTitle')}</h2>
            <form onSubmit={submit} noValidate>
              <TextField
                label={t('team.email')}
                type="email"
                autoComplete="off"
                value={view.inviteEmail}
                onValueChange={view.changeEmail}
                errorKey={view.emailError}
              />
              <RightsBoxes
                legend={t('team.inviteRights')}
                rights={view.inviteRights}
                disabled={view.busy}
                onToggle={view.toggleInviteRight}
              />
              <SubmitButton
                label={t('team.invite')}
                busyLabel={t('team.inviting')}
                busy={view.inviting}
                disabled={view.busy}
              />
            </form>
          </section>
          {view.removal ? <RemovalDialog view={view} removal={view.removal} /> : null}
        </>
      ) : null}
    </>
  );
}
