/** The multipart body (GraphQL multipart request spec), cancelling an upload, and the contact form's reading of refusals. */
import { Contact_SendDocument } from '@/lib/graphql/generated/operations';
import { contactRefusalOf } from './contact-api';
import { multipartBody, UploadAbortedError, uploadOperation } from './multipart-upload';

describe('multipartBody', () => {
  it('puts operations, then map, then the numbered parts in order', async () => {
    const query =
      'mutation Contact_Send($input: SendContactMessageInput!) { sendContactMessage(input: $input) { confirmationSent } }';
    const variables = { input: { advertId: '1', attachments: [null, null] } };
    const body = multipartBody(query, variables, [
      { path: 'input.attachments.0', file: new Blob(['%PDF-1.4']), name: 'a.pdf' },
      { path: 'input.attachments.1', file: new Blob([Uint8Array.from([0xff, 0xd8, 0xff])]), name: 'b.jpg' },
    ]);
    expect([...body.keys()]).toEqual(['operations', 'map', '0', '1']);
    expect(JSON.parse(body.get('operations') as string)).toEqual({ query, variables });
    expect(JSON.parse(body.get('map') as string)).toEqual({
      0: ['variables.input.attachments.0'],
      1: ['variables.input.attachments.1'],
    });
    const first = body.get('0') as File;
    expect(first.name).toBe('a.pdf');
    expect(await first.text()).toBe('%PDF-1.4');
  });
});

describe('contactRefusalOf', () => {
  it('reads BAD_USER_INPUT with an i18n key and a known field', () => {
    expect(
      contactRefusalOf([
        {
          message: 'x',
          extensions: { code: 'BAD_USER_INPUT', i18nKey: 'advert:contact.validation.email', field: 'email' },
        },
      ]),
    ).toEqual({ kind: 'refused', key: 'advert:contact.validation.email', field: 'email' });
    expect(
      contactRefusalOf([
        {
          message: 'x',
          extensions: { code: 'BAD_USER_INPUT', i18nKey: 'errors:messages.ownAdvert', field: 'advertId' },
        },
      ]),
    ).toEqual({ kind: 'refused', key: 'errors:messages.ownAdvert', field: null });
  });

  it('anything else is not a refusal', () => {
    expect(contactRefusalOf([{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }])).toBeNull();
    expect(contactRefusalOf([])).toBeNull();
  });
});

/** Enough of XMLHttpRequest for one request that never answers until aborted. */
class PendingXhr extends EventTarget {
  static last: PendingXhr | null = null;
  readonly upload = new EventTarget();
  withCredentials = false;
  status = 0;
  responseText = '';
  aborted = false;
  sent = false;
  constructor() {
    super();
    PendingXhr.last = this;
  }
  open(): void {}
  setRequestHeader(): void {}
  send(): void {
    this.sent = true;
  }
  abort(): void {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
    this.dispatchEvent(new Event('loadend'));
  }
}

describe('uploadOperation cancelled', () => {
  beforeEach(() => {
    PendingXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', PendingXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  const parts = [{ path: 'input.attachments.0', file: new Blob(['%PDF-1.4']), name: 'a.pdf' }];

  it('aborts the request when the signal aborts and rejects with UploadAbortedError', async () => {
    const controller = new AbortController();
    const upload = uploadOperation(Contact_SendDocument, { input: {} as never }, parts, undefined, controller.signal);
    await vi.waitFor(() => expect(PendingXhr.last?.sent).toBe(true));
    controller.abort();
    await expect(upload).rejects.toBeInstanceOf(UploadAbortedError);
    expect(PendingXhr.last!.aborted).toBe(true);
  });

  it('sends nothing when the signal aborted before the request', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      uploadOperation(Contact_SendDocument, { input: {} as never }, parts, undefined, controller.signal),
    ).rejects.toBeInstanceOf(UploadAbortedError);
    expect(PendingXhr.last).toBeNull();
  });
});
