import { applicantProblems, normalisePhone, type ApplicantDraft } from './applicant-rules';

const OK: ApplicantDraft = { name: 'Ana Popescu', phone: '0722 123 456', email: 'ana@example.ro' };
const NAME = { key: 'financing:errors.nameRequired', values: { max: '100' } };
const PHONE = { key: 'financing:errors.phoneInvalid' };
const EMAIL = { key: 'financing:errors.emailInvalid' };

describe('the applicant of a financing application', () => {
  it.each<[string, Partial<ApplicantDraft>, object]>([
    ['complete', {}, {}],
    ['a mobile with the country code', { phone: '+40 722 123 456' }, {}],
    ['a mobile with 0040', { phone: '0040722123456' }, {}],
    ['a Bucharest landline', { phone: '021-312.34.56' }, {}],
    ['no name', { name: '  ' }, { name: NAME }],
    ['a one-letter name', { name: 'A' }, { name: NAME }],
    ['a name too long', { name: 'A'.repeat(101) }, { name: NAME }],
    ['a short phone', { phone: '0722 123' }, { phone: PHONE }],
    ['a foreign number', { phone: '+49 151 2345 6789' }, { phone: PHONE }],
    ['a number not starting 02, 03 or 07', { phone: '0822123456' }, { phone: PHONE }],
    ['no e-mail', { email: '' }, { email: EMAIL }],
    ['a malformed e-mail', { email: 'ana@example' }, { email: EMAIL }],
    ['nothing', { name: '', phone: '', email: '' }, { name: NAME, phone: PHONE, email: EMAIL }],
  ])('%s', (_case, change, expected) => {
    expect(applicantProblems({ ...OK, ...change })).toEqual(expected);
  });

  it.each([
    ['0722 123 456', '0722123456'],
    ['(021) 312-34-56', '0213123456'],
    ['+40.722.123.456', '+40722123456'],
  ])('normalises %j to %j', (phone, expected) => {
    expect(normalisePhone(phone)).toBe(expected);
  });
});
