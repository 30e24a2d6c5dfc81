/** Context, events and input of the professionals listing machine (/dealeri, SPEC §2.6). */
import type { ProfessionalsQuery, SellersNotice } from '@/lib/page/sellers-page-data.types';
import type { ParsedProfessionals } from '@/lib/sellers/professionals-query';
import type { ProfessionalsData, ProfessionalsOutcome } from '@/lib/sellers/professionals-search';

/** What the page hands the machine: the search the server rendered and its data. */
export interface ProfessionalsInput {
  readonly search: ParsedProfessionals;
  readonly data: ProfessionalsData;
}

/** The machine's data. */
export interface ProfessionalsContext {
  /** The search the results belong to (the URL's). */
  readonly query: ProfessionalsQuery;
  /** The search being edited; equals `query` when nothing is pending. */
  readonly draft: ProfessionalsQuery;
  /** Why parts of the URL or of the search were dropped. */
  readonly notices: readonly SellersNotice[];
  readonly data: ProfessionalsData;
  /** Changes when the form must show another search than the one typed (history, reset). */
  readonly formKey: string;
}

/** Everything the professionals listing can be told. */
export type ProfessionalsEvent =
  /** A name typed: applied after a pause. */
  | { type: 'filters.edit'; search: ParsedProfessionals }
  /** A choice made (county, city, category, order), the form submitted or reset: applied at once. */
  | { type: 'filters.set'; search: ParsedProfessionals; remount?: boolean }
  /** Back / forward: the URL's search, already in the address bar. */
  | { type: 'history.restore'; search: ParsedProfessionals }
  | { type: 'search.retry' };

/** What the search actor returns. */
export type ProfessionalsSearchOutput = ProfessionalsOutcome;
