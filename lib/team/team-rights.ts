/**
 * Team rights in one place: the section keys stored in user_links.rights and carried by the
 * session, and the GraphQL enum TeamRight (generated from team.graphql) that spells each of them.
 */
import type { TeamRight } from '@/lib/graphql/generated/schema-enums';

/** Every account section a right can exist for; `userAdministration` is the team page itself. */
export const TEAM_SECTIONS = [
  'ads',
  'messages',
  'leads',
  'invoices',
  'payments',
  'statistics',
  'userAdministration',
] as const;
/** One section key. */
export type TeamSection = (typeof TEAM_SECTIONS)[number];

/** The TeamRight enum value of each section (the compiler checks both sides are complete). */
export const RIGHT_OF_SECTION = {
  ads: 'ADS',
  messages: 'MESSAGES',
  leads: 'LEADS',
  invoices: 'INVOICES',
  payments: 'PAYMENTS',
  statistics: 'STATISTICS',
  userAdministration: 'USER_ADMINISTRATION',
} as const satisfies Record<TeamSection, TeamRight>;

const SECTION_OF_RIGHT = new Map<string, TeamSection>(
  TEAM_SECTIONS.map((section) => [RIGHT_OF_SECTION[section], section]),
);

/** The section a TeamRight value names, or undefined for a value that is not one. */
export function sectionOfRight(right: string): TeamSection | undefined {
  return SECTION_OF_RIGHT.get(right);
}
