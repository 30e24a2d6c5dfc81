/** The multipart body (GraphQL multipart request spec) and the contact form's reading of refusals. */
import { contactRefusalOf } from './contact-api';
import { multipartBody } from './multipart-upload';

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
