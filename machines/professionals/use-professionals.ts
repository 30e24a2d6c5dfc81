/**
 * useProfessionals(input): runs the professionals listing machine with the browser's search and
 * the router, and returns the view /dealeri draws (values, booleans, intents; never the snapshot).
 * Applied searches go into the address bar by shallow routing; back and forward (a popstate to an
 * address the machine did not write) restore the search.
 */
import { useActorRef, useSelector } from '@xstate/react';
import Router from 'next/router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ProfessionalsQuery, SellersNotice } from '@/lib/page/sellers-page-data.types';
import { PROFESSIONALS_PATH } from '@/lib/sellers/sellers-href';
import { parseProfessionalsUrl, type ParsedProfessionals } from '@/lib/sellers/professionals-query';
import type { ProfessionalsData, ProfessionalsOutcome } from '@/lib/sellers/professionals-search';
import { flowInspector } from '../flow-inspector';
import { addressOf, professionalsMachine } from './professionals.machine';
import type { ProfessionalsInput } from './professionals.types';

/** What the professionals screen shows and can ask for. */
export interface ProfessionalsView {
  /** The search the dealers belong to. */
  readonly query: ProfessionalsQuery;
  /** The search as edited (the form's values). */
  readonly draft: ProfessionalsQuery;
  readonly notices: readonly SellersNotice[];
  readonly data: ProfessionalsData;
  /** The form remounts when this changes (a restored or reset search replaces what was typed). */
  readonly formKey: string;
  /** Dealers are being fetched (the list dims). */
  readonly loading: boolean;
  /** The search failed: the filters stay, `retry` asks again. */
  readonly failed: boolean;
  /** The search found no dealer. */
  readonly empty: boolean;
  /** A name typed: applied after a pause. */
  readonly edit: (search: ParsedProfessionals) => void;
  /** A choice made or the form submitted: applied at once (`remount`: the form shows it afresh). */
  readonly set: (search: ParsedProfessionals, remount?: boolean) => void;
  readonly retry: () => void;
}

/** Replacements for the browser's search and navigation (model tests). */
export interface ProfessionalsDeps {
  readonly actors?: Partial<typeof realActors>;
  /** Writes an applied search into the address bar; default shallow routing. */
  readonly navigate?: (href: string) => void;
}

const realActors = {
  search: fromPromise<ProfessionalsOutcome, { query: ProfessionalsQuery }>(async ({ input }) =>
    (await import('@/lib/sellers/professionals-client')).searchProfessionalsInBrowser(input.query),
  ),
};

const shallowPush = (href: string) => {
  void Router.push(href, undefined, { shallow: true, scroll: false });
};

/** Runs the professionals flow for the page's server-rendered search. */
export function useProfessionals(input: ProfessionalsInput, deps: ProfessionalsDeps = {}): ProfessionalsView {
  const written = useRef(addressOf(input.search.query));
  const navigate = deps.navigate ?? shallowPush;
  const [logic] = useState(() =>
    professionalsMachine.provide({
      actors: { ...realActors, ...deps.actors },
      actions: {
        pushUrl: (_args, { href }) => {
          if (href === written.current) return;
          written.current = href;
          navigate(href);
        },
      },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches('loading') || s.matches('applying'));
  const failed = useSelector(actor, (s) => s.matches('error'));
  const empty = useSelector(actor, (s) => s.matches('empty'));

  // Back / forward: the address bar's search (the machine ignores the one it already shows).
  useEffect(() => {
    const onPopState = () => {
      const search = parseProfessionalsUrl(`${window.location.pathname}${window.location.search}`, PROFESSIONALS_PATH);
      if (!search) return;
      written.current = addressOf(search.query);
      actor.send({ type: 'history.restore', search });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [actor]);

  return useMemo(
    () => ({
      query: context.query,
      draft: context.draft,
      notices: context.notices,
      data: context.data,
      formKey: context.formKey,
      loading,
      failed,
      empty,
      edit: (search) => actor.send({ type: 'filters.edit', search }),
      set: (search, remount) => actor.send({ type: 'filters.set', search, ...(remount ? { remount } : {}) }),
      retry: () => actor.send({ type: 'search.retry' }),
    }),
    [context, loading, failed, empty, actor],
  );
}
