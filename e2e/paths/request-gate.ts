/**
 * The posting wizard's calls to the server, held in the browser until a generated path says how
 * each ends (the browser's counterpart of machines/flow-actors.ts's parked actors). A call of an
 * actor waits in the gate; the path's `xstate.done.actor.<id>` or `xstate.error.actor.<id>` step
 * then lets it through to the real server as it is, or with a fault a person could meet: the
 * network gone, the session gone, the draft deleted in another tab, a value the server refuses.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';

/** The machine's invoked actors whose calls the gate holds. */
export type GatedActor = 'save' | 'publish' | 'loadChoices';

/** How the held and the next calls of an actor end. */
export type GatePolicy =
  | 'hold'
  /** To the server as they are. */
  | 'pass'
  /** The network fails them. */
  | 'fail'
  /** The session is gone: cookies cleared, no token; the server answers UNAUTHENTICATED. */
  | 'signedOut'
  /** The draft is gone (deleted in another tab): the save names a draft that does not exist. */
  | 'draftGone'
  /** The publish's save carries a year outside the generation: the server refuses the year. */
  | 'badYear';

const CHOICES = new Set(['Posting_Makes', 'Posting_Models', 'Posting_Generations', 'Posting_Versions']);
const GONE_DRAFT_ID = '00000000-0000-4000-8000-00000000dead';
const BAD_YEAR = '1999';

interface Call {
  readonly route: Route;
  readonly operation: string;
}

/** The operation name of a GraphQL call (GET with the hash, or POST). */
function operationOf(route: Route): string | null {
  const request = route.request();
  const fromUrl = new URL(request.url()).searchParams.get('operationName');
  if (fromUrl) return fromUrl;
  try {
    return (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? null;
  } catch {
    return null;
  }
}

export class RequestGate {
  private readonly policies = new Map<GatedActor, GatePolicy>();
  private readonly held: Array<Call & { actor: GatedActor }> = [];
  /** Calls that failed on purpose: the console errors they cause are expected. */
  failedOnPurpose = 0;

  /** `publishing` tells a save of the publish actor from an autosave. */
  constructor(
    private readonly context: BrowserContext,
    private readonly publishing: () => boolean,
  ) {}

  async install(page: Page): Promise<void> {
    await page.route(/\/(api\/)?graphql(\?|$)/u, (route) => this.take(route));
  }

  private actorOf(operation: string): GatedActor | null {
    if (CHOICES.has(operation)) return 'loadChoices';
    if (operation === 'Posting_Publish') return 'publish';
    if (operation === 'Posting_Save' || operation === 'Posting_Start') return this.publishing() ? 'publish' : 'save';
    return null;
  }

  private async take(route: Route): Promise<void> {
    const operation = operationOf(route);
    const actor = operation ? this.actorOf(operation) : null;
    if (!operation || !actor) return route.continue();
    const policy = this.policies.get(actor) ?? 'hold';
    if (policy === 'hold') {
      this.held.push({ route, operation, actor });
      return;
    }
    await this.end({ route, operation }, policy);
  }

  private async end(call: Call, policy: Exclude<GatePolicy, 'hold'>): Promise<void> {
    const { route, operation } = call;
    const request = route.request();
    switch (policy) {
      case 'pass':
        return route.continue();
      case 'fail':
        this.failedOnPurpose += 1;
        return route.abort('internetdisconnected');
      case 'signedOut': {
        const headers = { ...request.headers() };
        delete headers['authorization'];
        delete headers['cookie'];
        this.failedOnPurpose += 1;
        return route.continue({ headers });
      }
      case 'draftGone':
      case 'badYear': {
        if (operation !== 'Posting_Save' || request.method() !== 'POST') return route.continue();
        const body = JSON.parse(request.postData() ?? '{}') as {
          variables?: { id?: string; values?: Record<string, unknown> };
        };
        if (policy === 'draftGone') body.variables = { ...body.variables, id: GONE_DRAFT_ID };
        else body.variables = { ...body.variables, values: { ...body.variables?.values, year: BAD_YEAR } };
        return route.continue({ postData: JSON.stringify(body) });
      }
    }
  }

  /** From now until `close`, the calls of `actor` (held and new) end by `policy`. */
  async open(actor: GatedActor, policy: Exclude<GatePolicy, 'hold'>): Promise<void> {
    if (policy === 'signedOut') await this.context.clearCookies();
    this.policies.set(actor, policy);
    const waiting = this.held.filter((call) => call.actor === actor);
    this.held.splice(0, this.held.length, ...this.held.filter((call) => call.actor !== actor));
    await Promise.all(waiting.map((call) => this.end(call, policy)));
  }

  /** The actor's next calls wait again. */
  close(actor: GatedActor): void {
    this.policies.set(actor, 'hold');
  }
}
