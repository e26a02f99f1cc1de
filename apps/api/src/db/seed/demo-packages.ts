import type { EventInput, PackageInput } from '../import/import-format.ts';
import { TOP_CATEGORIES } from './demo-data.ts';

/**
 * The demo's packages (docs/decisions/0024-ticket-packages.md): an opera weekend that puts a stalls seat
 * for two operas in the cart together (grouped), and a hockey double where the shopper picks a seat
 * category for each match (bundle).
 */
export function demoPackages(events: readonly EventInput[]): PackageInput[] {
  const first = (name: string) => {
    const found = events.filter((e) => e.name === name).sort((a, b) => a.date.localeCompare(b.date))[0];
    if (!found) throw new Error(`demo packages: no event ${name}`);
    return found;
  };
  const ticketOf = (e: EventInput, category: string) => (e.children.find((c) => c.ticket_category === category) ?? e.children[0]!).sku;
  const category = (key: string) => TOP_CATEGORIES.find((c) => c.key === key)!.id;

  const traviata = first('La traviata');
  const giovanni = first('Don Giovanni');
  const finland = first('Ishockey: Tre Kronor – Finland');
  const czechia = first('Ishockey: Tre Kronor – Tjeckien');
  const match = (e: EventInput, code: string, sv: string, de: string, it: string) => ({
    code,
    title: sv,
    titles: { store_de: de, store_it: it },
    // The cheapest seats are preselected; children are listed cheapest first.
    selections: e.children.map((c, k) => ({ sku: c.sku, qty: 1, is_default: k === 0 })),
  });

  return [
    {
      sku: 'PKG-OPERAHELG',
      type: 'grouped',
      name: 'Operahelg: La traviata och Don Giovanni',
      url_key: 'operahelg-la-traviata-och-don-giovanni',
      description: '<p>Två kvällar på Kungliga Operan: en parkettplats till La traviata och en till Don Giovanni, bokade tillsammans.</p>',
      short_description: 'Parkett till två operor på Kungliga Operan',
      venue_id: traviata.venue_id ?? null,
      category_ids: [category('opera')],
      image: 'posters/operahelg-la-traviata-och-don-giovanni',
      links: [
        { sku: ticketOf(traviata, 'parterre'), qty: 1 },
        { sku: ticketOf(giovanni, 'parterre'), qty: 1 },
      ],
      i18n: {
        store_de: { name: 'Opernwochenende: La traviata und Don Giovanni', description: '<p>Zwei Abende an der Königlichen Oper: je ein Parkettplatz für La traviata und Don Giovanni, zusammen gebucht.</p>', short_description: 'Parkett für zwei Opern an der Königlichen Oper' },
        store_it: { name: "Weekend all'opera: La traviata e Don Giovanni", description: "<p>Due serate all'Opera Reale: un posto in platea per La traviata e uno per Don Giovanni, prenotati insieme.</p>", short_description: "Platea per due opere all'Opera Reale" },
      },
    },
    {
      sku: 'PKG-HOCKEYDUBBEL',
      type: 'bundle',
      name: 'Hockeydubbeln: Tre Kronor mot Finland och Tjeckien',
      url_key: 'hockeydubbeln-tre-kronor',
      description: '<p>Se Tre Kronor två gånger: välj plats till matchen mot Finland och till matchen mot Tjeckien.</p>',
      short_description: 'Två landskamper, välj plats till varje match',
      category_ids: [category('sport')],
      image: 'posters/hockeydubbeln-tre-kronor',
      options: [
        match(finland, 'finland', 'Tre Kronor – Finland', 'Schweden – Finnland', 'Svezia – Finlandia'),
        match(czechia, 'tjeckien', 'Tre Kronor – Tjeckien', 'Schweden – Tschechien', 'Svezia – Repubblica Ceca'),
      ],
      i18n: {
        store_de: { name: 'Eishockey-Doppel: Schweden gegen Finnland und Tschechien', description: '<p>Zweimal Tre Kronor: Wählen Sie Ihren Platz für das Spiel gegen Finnland und für das Spiel gegen Tschechien.</p>', short_description: 'Zwei Länderspiele, Platz für jedes Spiel wählen' },
        store_it: { name: 'Doppio hockey: Svezia contro Finlandia e Repubblica Ceca', description: "<p>Due volte Tre Kronor: scegli il posto per la partita contro la Finlandia e per quella contro la Repubblica Ceca.</p>", short_description: 'Due partite, scegli il posto per ciascuna' },
      },
    },
  ];
}
