/**
 * The SPEC properties of every registered flow, by machine id. The model walk checks them at every
 * step of every generated path; the gate in model-tests/flow-properties.test.ts fails when a
 * registered machine has none. (To be moved into the registry entries once those live in their
 * flow folders.)
 */
import type { FlowProperties } from './flow-properties.types';
import { ACCESS_RESTRICTED_PROPERTIES } from './access-restricted/access-restricted.properties';
import { AUTH_CHANGE_PASSWORD_PROPERTIES } from './auth-change-password/auth-change-password.properties';
import { AUTH_CONFIRM_PROPERTIES } from './auth-confirm/auth-confirm.properties';
import { AUTH_DELETE_ACCOUNT_PROPERTIES } from './auth-delete-account/auth-delete-account.properties';
import { AUTH_FORGOT_PASSWORD_PROPERTIES } from './auth-forgot-password/auth-forgot-password.properties';
import { AUTH_LOGOUT_PROPERTIES } from './auth-logout/auth-logout.properties';
import { AUTH_RESET_PASSWORD_PROPERTIES } from './auth-reset-password/auth-reset-password.properties';
import { AUTH_SIGN_IN_PROPERTIES } from './auth-sign-in/auth-sign-in.properties';
import { AUTH_SIGN_UP_PROPERTIES } from './auth-sign-up/auth-sign-up.properties';
import { AUTH_VERIFICATION_PROPERTIES } from './auth-verification/auth-verification.properties';
import { COMBOBOX_PROPERTIES } from './combobox/combobox.properties';
import { DIALOGS_PROPERTIES } from './dialogs/dialogs.properties';
import { IMPERSONATION_PROPERTIES } from './impersonation/impersonation.properties';
import { PAGE_LOAD_PROPERTIES } from './page-load/page-load.properties';
import { SELECT_PROPERTIES } from './select/select.properties';
import { SESSION_PROPERTIES } from './session/session.properties';
import { SNACKBAR_PROPERTIES } from './snackbar/snackbar.properties';
import { TEAM_ADMIN_PROPERTIES } from './team-admin/team-admin.properties';

/** Every flow's properties; ids equal the registry's. */
export const FLOW_PROPERTIES: readonly FlowProperties[] = [
  SELECT_PROPERTIES,
  COMBOBOX_PROPERTIES,
  DIALOGS_PROPERTIES,
  SNACKBAR_PROPERTIES,
  ACCESS_RESTRICTED_PROPERTIES,
  PAGE_LOAD_PROPERTIES,
  SESSION_PROPERTIES,
  AUTH_SIGN_IN_PROPERTIES,
  AUTH_SIGN_UP_PROPERTIES,
  AUTH_CONFIRM_PROPERTIES,
  AUTH_VERIFICATION_PROPERTIES,
  AUTH_FORGOT_PASSWORD_PROPERTIES,
  AUTH_RESET_PASSWORD_PROPERTIES,
  AUTH_LOGOUT_PROPERTIES,
  AUTH_DELETE_ACCOUNT_PROPERTIES,
  AUTH_CHANGE_PASSWORD_PROPERTIES,
  TEAM_ADMIN_PROPERTIES,
  IMPERSONATION_PROPERTIES,
];

/** The properties of the flow with this id, or undefined. */
export function findFlowProperties(id: string): FlowProperties | undefined {
  return FLOW_PROPERTIES.find((properties) => properties.id === id);
}
