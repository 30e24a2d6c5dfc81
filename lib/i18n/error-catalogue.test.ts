/**
 * SPEC §8's messages, pinned to their exact text in every catalogue (issue 9): two swapped
 * messages, a key renamed in one language or a text lost in a merge pass every other unit test.
 * The expectations are literal; each row names the SPEC entry it shows, and the code that selects
 * it is checked to still select that key. Changing a text means changing it here, on purpose.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authErrorKey } from '@/lib/session/auth-errors';

const LANGUAGES = ['ro', 'en', 'pl', 'pt'] as const;
type Language = (typeof LANGUAGES)[number];

interface Row extends Record<Language, string> {
  /** The SPEC §8 entry, as the SPEC words it. */
  readonly spec: string;
  /** The server or client code that selects the key (auth errors), when there is one. */
  readonly code?: string;
  /** namespace:dotted.key */
  readonly key: string;
}

const ROWS: readonly Row[] = [
  {
    spec: 'username already exists at pre-sign-up',
    code: 'USERNAME_EXISTS',
    key: 'auth:errors.usernameExists',
    ro: 'Există deja un cont cu această adresă de e-mail.',
    en: 'An account with this e-mail address already exists.',
    pl: 'Konto z tym adresem e-mail już istnieje.',
    pt: 'Já existe uma conta com este endereço de e-mail.',
  },
  {
    spec: "'User cannot be confirmed. Current status is CONFIRMED'",
    code: 'ALREADY_CONFIRMED',
    key: 'auth:errors.alreadyConfirmed',
    ro: 'Contul este deja confirmat. Te poți autentifica.',
    en: 'The account is already confirmed. You can sign in.',
    pl: 'Konto jest już potwierdzone. Możesz się zalogować.',
    pt: 'A conta já está confirmada. Pode iniciar sessão.',
  },
  {
    spec: "'User is not confirmed.'",
    code: 'USER_NOT_CONFIRMED',
    key: 'auth:errors.userNotConfirmed',
    ro: 'Contul nu este confirmat încă.',
    en: 'The account is not confirmed yet.',
    pl: 'Konto nie zostało jeszcze potwierdzone.',
    pt: 'A conta ainda não está confirmada.',
  },
  {
    spec: "'Invalid code provided, please request a code again.'",
    code: 'CODE_EXPIRED',
    key: 'auth:errors.codeExpired',
    ro: 'Codul nu mai este valabil. Cere un cod nou.',
    en: 'The code is no longer valid. Ask for a new one.',
    pl: 'Kod jest już nieważny. Poproś o nowy.',
    pt: 'O código já não é válido. Peça um novo.',
  },
  {
    spec: "'Invalid verification code provided, please try again.'",
    code: 'CODE_MISMATCH',
    key: 'auth:errors.codeMismatch',
    ro: 'Codul nu este corect. Verifică-l și încearcă din nou.',
    en: 'The code is not correct. Check it and try again.',
    pl: 'Kod jest nieprawidłowy. Sprawdź go i spróbuj ponownie.',
    pt: 'O código não está correto. Verifique-o e tente novamente.',
  },
  {
    spec: "'Incorrect username or password.'",
    code: 'INCORRECT_CREDENTIALS',
    key: 'auth:errors.incorrectCredentials',
    ro: 'E-mailul sau parola nu sunt corecte.',
    en: 'The e-mail or the password is not correct.',
    pl: 'Nieprawidłowy e-mail lub hasło.',
    pt: 'O e-mail ou a palavra-passe não estão corretos.',
  },
  {
    spec: "'Attempt limit exceeded, please try after some time.'",
    code: 'LIMIT_EXCEEDED',
    key: 'auth:errors.limitExceeded',
    ro: 'Prea multe încercări. Încearcă din nou peste câteva minute.',
    en: 'Too many attempts. Try again in a few minutes.',
    pl: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.',
    pt: 'Demasiadas tentativas. Tente novamente dentro de alguns minutos.',
  },
  {
    spec: "'Password attempts exceeded'",
    code: 'PASSWORD_ATTEMPTS_EXCEEDED',
    key: 'auth:errors.passwordAttemptsExceeded',
    ro: 'Prea multe parole greșite. Încearcă mai târziu sau resetează parola.',
    en: 'Too many wrong passwords. Try later or reset your password.',
    pl: 'Zbyt wiele błędnych haseł. Spróbuj później lub zresetuj hasło.',
    pt: 'Demasiadas palavras-passe erradas. Tente mais tarde ou redefina a palavra-passe.',
  },
  {
    spec: "'Password reset required for the user'",
    code: 'PASSWORD_RESET_REQUIRED',
    key: 'auth:errors.passwordResetRequired',
    ro: 'Pentru acest cont trebuie să îți setezi o parolă nouă.',
    en: 'You need to set a new password for this account.',
    pl: 'Dla tego konta musisz ustawić nowe hasło.',
    pt: 'Tem de definir uma nova palavra-passe para esta conta.',
  },
  {
    spec: "'Password did not conform with policy: Password not long enough'",
    code: 'INVALID_PASSWORD',
    key: 'auth:errors.passwordTooShort',
    ro: 'Parola trebuie să aibă cel puțin 8 caractere.',
    en: 'The password must have at least 8 characters.',
    pl: 'Hasło musi mieć co najmniej 8 znaków.',
    pt: 'A palavra-passe tem de ter pelo menos 8 caracteres.',
  },
  {
    spec: "'[GraphQL] authentication required'",
    code: 'UNAUTHENTICATED',
    key: 'auth:errors.authenticationRequired',
    ro: 'Trebuie să fii autentificat.',
    en: 'You need to be signed in.',
    pl: 'Musisz być zalogowany.',
    pt: 'Tem de ter sessão iniciada.',
  },
  {
    spec: 'SessionRequired (redirect to sign-in)',
    code: 'SessionRequired',
    key: 'auth:errors.sessionRequired',
    ro: 'Autentifică-te ca să continui.',
    en: 'Sign in to continue.',
    pl: 'Zaloguj się, aby kontynuować.',
    pt: 'Inicie sessão para continuar.',
  },
  {
    spec: "'Failed to fetch', 'Network Error', 'Request aborted', 'Load failed'",
    code: 'NETWORK',
    key: 'auth:errors.network',
    ro: 'Nu ne-am putut conecta. Verifică internetul și încearcă din nou.',
    en: 'We could not connect. Check your internet connection and try again.',
    pl: 'Nie udało się połączyć. Sprawdź internet i spróbuj ponownie.',
    pt: 'Não foi possível ligar. Verifique a internet e tente novamente.',
  },
  {
    spec: "'Invalid state in OAuth flow'",
    key: 'auth:oauthVerify.failed',
    ro: 'Autentificarea nu a reușit. Încearcă din nou sau intră cu e-mailul și parola.',
    en: 'Signing in did not work. Try again or sign in with your e-mail and password.',
    pl: 'Logowanie nie powiodło się. Spróbuj ponownie lub zaloguj się e-mailem i hasłem.',
    pt: 'A autenticação falhou. Tente novamente ou entre com o e-mail e a palavra-passe.',
  },
  {
    spec: "Generic: 'Something went wrong'",
    key: 'errors:generic.title',
    ro: 'Ceva n-a mers bine',
    en: 'Something went wrong',
    pl: 'Coś poszło nie tak',
    pt: 'Algo correu mal',
  },
  {
    spec: 'Generic: try again',
    key: 'errors:generic.advice',
    ro: 'Așteaptă câteva minute și încearcă din nou.',
    en: 'Please wait a few minutes and try again.',
    pl: 'Odczekaj kilka minut i spróbuj ponownie.',
    pt: 'Aguarde alguns minutos e tente novamente.',
  },
  {
    spec: 'Generic: clear cookies and cache if it persists',
    key: 'errors:generic.cookies',
    ro: 'Dacă problema persistă, șterge cookie-urile și memoria cache a browserului, apoi reîncarcă pagina.',
    en: 'If the problem persists, clear your browser’s cookies and cache, then reload the page.',
    pl: 'Jeśli problem nie ustępuje, wyczyść pliki cookie i pamięć podręczną przeglądarki, a następnie odśwież stronę.',
    pt: 'Se o problema persistir, limpe os cookies e a cache do navegador e recarregue a página.',
  },
  {
    spec: 'Not found: status 404 (404 page)',
    key: 'errors:notFound.title',
    ro: 'Se pare că ai ajuns într-un punct mort',
    en: 'Looks like a dead end',
    pl: 'Wygląda na to, że trafiłeś w ślepy zaułek',
    pt: 'Parece que chegou a um beco sem saída',
  },
  {
    spec: 'InactiveAd: status 410, the inactive-ad page',
    key: 'advert:inactive.title',
    ro: 'Acest anunț nu mai este valabil',
    en: 'This ad is no longer valid',
    pl: 'To ogłoszenie jest już nieaktualne',
    pt: 'Este anúncio já não está disponível',
  },
];

const catalogues = new Map<string, unknown>();

/** The text at `namespace:dotted.key` in a language's catalogue, or undefined. */
function text(language: Language, key: string): unknown {
  const [namespace = '', dotted = ''] = key.split(':');
  const file = path.join(import.meta.dirname, '../../public/locales', language, `${namespace}.json`);
  if (!catalogues.has(file)) catalogues.set(file, JSON.parse(readFileSync(file, 'utf8')));
  let node: unknown = catalogues.get(file);
  for (const part of dotted.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

/** The name rules' messages (issue 9): not SPEC §8, but as easy to swap. */
const NAME_ROWS: readonly Row[] = [
  {
    spec: 'a name longer than 60 characters',
    key: 'auth:validation.nameTooLong',
    ro: 'Numele poate avea cel mult 60 de caractere.',
    en: 'The name can have at most 60 characters.',
    pl: 'Imię może mieć najwyżej 60 znaków.',
    pt: 'O nome pode ter no máximo 60 caracteres.',
  },
  {
    spec: 'a company name longer than 120 characters',
    key: 'auth:validation.companyNameTooLong',
    ro: 'Numele firmei poate avea cel mult 120 de caractere.',
    en: 'The company name can have at most 120 characters.',
    pl: 'Nazwa firmy może mieć najwyżej 120 znaków.',
    pt: 'O nome da empresa pode ter no máximo 120 caracteres.',
  },
  {
    spec: 'a name with control characters',
    key: 'auth:validation.nameControl',
    ro: 'Numele conține caractere care nu sunt permise.',
    en: 'The name contains characters that are not allowed.',
    pl: 'Imię zawiera niedozwolone znaki.',
    pt: 'O nome contém caracteres que não são permitidos.',
  },
  {
    spec: 'a name with markup',
    key: 'auth:validation.nameMarkup',
    ro: 'Numele nu poate conține semnele < sau >.',
    en: 'The name cannot contain the signs < or >.',
    pl: 'Imię nie może zawierać znaków < ani >.',
    pt: 'O nome não pode conter os sinais < ou >.',
  },
];

describe('the SPEC §8 error catalogue', () => {
  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(ROWS.map((row) => [row.spec, row] as const))('%s', (_spec, row) => {
      expect(text(language, row.key)).toBe(row[language]);
    });

    it('gives every message its own text', () => {
      const texts = ROWS.map((row) => row[language]);
      expect(new Set(texts).size).toBe(texts.length);
    });
  });

  describe.each(LANGUAGES)('the name messages in %s', (language) => {
    it.each(NAME_ROWS.map((row) => [row.spec, row] as const))('%s', (_spec, row) => {
      expect(text(language, row.key)).toBe(row[language]);
    });
  });

  it.each(ROWS.filter((row) => row.code !== undefined).map((row) => [row.code, row.key] as const))(
    'code %s selects %s',
    (code, key) => {
      expect(authErrorKey(code)).toBe(key);
    },
  );
});
