/** The saved-search alert e-mail: at most 20 adverts and 'and N more', escaped HTML, absolute links, RFC 8058 headers. */
import { newAdvertsText, savedSearchAlertMail } from './saved-search-alert-mail';

const advert = (i: number) => ({
  title: `BMW <Seria ${i}>`,
  url: `https://volan.test/autoturisme/anunt/${i}`,
  photoUrl: i === 1 ? null : `https://volan.test/media/${i}.jpg`,
  price: '12.500 EUR',
  facts: ['2018', '120.000 km', 'Diesel', 'Cluj-Napoca'],
});

const input = (count: number) => ({
  name: 'Andrei',
  searchName: 'BMW "ieftin"',
  summary: 'BMW · până la 15.000 EUR',
  adverts: Array.from({ length: count }, (_, i) => advert(i + 1)),
  searchUrl: 'https://volan.test/autoturisme/bmw?pret_max=15000&moneda=eur',
  unsubscribeUrl: 'https://volan.test/cautari-salvate/unsubscribe/abc.def',
  oneClickUrl: 'https://volan.test/api/saved-searches/unsubscribe/abc.def',
});

describe('saved-search alert mail', () => {
  it('lists at most 20 adverts, then says how many more and links to the search', () => {
    const mail = savedSearchAlertMail(input(25));
    expect(mail.subject).toBe('25 de anunțuri noi pentru „BMW "ieftin"”');
    expect(mail.text).toContain('https://volan.test/autoturisme/anunt/20\n');
    expect(mail.text).not.toContain('/anunt/21\n');
    expect(mail.text).toContain('Și încă 5 anunțuri noi. Vezi toate anunțurile căutării:');
    expect(mail.html).toContain('Și încă 5 anunțuri noi.');
    expect(mail.html).toContain('BMW &lt;Seria 3&gt;');
    expect(mail.html).not.toContain('<Seria');
    expect(mail.html).toContain('src="https://volan.test/media/2.jpg"');
    expect(mail.html).toContain('href="https://volan.test/autoturisme/bmw?pret_max=15000&amp;moneda=eur"');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://volan.test/api/saved-searches/unsubscribe/abc.def>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('counts in Romanian and refuses relative links', () => {
    expect([1, 2, 19, 20, 101].map(newAdvertsText)).toEqual([
      '1 anunț nou',
      '2 anunțuri noi',
      '19 anunțuri noi',
      '20 de anunțuri noi',
      '101 anunțuri noi',
    ]);
    expect(savedSearchAlertMail(input(1)).text).not.toContain('Și încă');
    expect(() => savedSearchAlertMail({ ...input(1), searchUrl: '/autoturisme' })).toThrow();
  });
});
