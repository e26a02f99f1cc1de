/**
 * Content of the demo catalogue: real Swedish venues, invented acts and
 * productions (classic plays and operas are public-domain works).
 */

export type TopKey = 'concerts' | 'theatre' | 'opera' | 'sport' | 'standup' | 'shows';
export type Tier = 'parterre' | 'balcony' | 'standing' | 'vip';

export interface TopCategory {
  id: number;
  key: TopKey;
  sv: string;
  de: string;
  it: string;
  url_key: string;
  url_key_de: string;
  url_key_it: string;
  description: { sv: string; de: string; it: string };
  skuPrefix: string;
  /** Poster gradient colours. */
  colors: [string, string];
}

export const ROOT_CATEGORY = { id: 2, sv: 'Evenemang', de: 'Veranstaltungen', it: 'Eventi', url_key: 'evenemang' } as const;

export const TOP_CATEGORIES: TopCategory[] = [
  {
    id: 3, key: 'concerts', sv: 'Konserter', de: 'Konzerte', it: 'Concerti', url_key: 'konserter', url_key_de: 'konzerte', url_key_it: 'concerti', skuPrefix: 'KON',
    description: { sv: 'Pop, rock, jazz och klassiskt – konserter i hela Sverige.', de: 'Pop, Rock, Jazz und Klassik – Konzerte in ganz Schweden.', it: 'Pop, rock, jazz e classica: concerti in tutta la Svezia.' },
    colors: ['#6a11cb', '#f107a3'],
  },
  {
    id: 4, key: 'theatre', sv: 'Teater', de: 'Theater', it: 'Teatro', url_key: 'teater', url_key_de: 'theater', url_key_it: 'teatro', skuPrefix: 'TEA',
    description: { sv: 'Klassiker och nyskrivet på Sveriges scener.', de: 'Klassiker und neue Stücke auf Schwedens Bühnen.', it: 'Classici e nuove produzioni sui palcoscenici svedesi.' },
    colors: ['#8e0e00', '#1f1c18'],
  },
  {
    id: 5, key: 'opera', sv: 'Opera', de: 'Oper', it: 'Opera', url_key: 'opera', url_key_de: 'oper', url_key_it: 'opera', skuPrefix: 'OPE',
    description: { sv: 'Opera och balett på landets operahus.', de: 'Oper und Ballett in Schwedens Opernhäusern.', it: "Opera e balletto nei teatri d'opera svedesi." },
    colors: ['#b8860b', '#4a0e2e'],
  },
  {
    id: 6, key: 'sport', sv: 'Sport', de: 'Sport', it: 'Sport', url_key: 'sport', url_key_de: 'sport', url_key_it: 'sport', skuPrefix: 'SPO',
    description: { sv: 'Fotboll, ishockey, handboll och mer på arenorna.', de: 'Fußball, Eishockey, Handball und mehr in den Arenen.', it: 'Calcio, hockey su ghiaccio, pallamano e altro nelle arene.' },
    colors: ['#11998e', '#0b3d91'],
  },
  {
    id: 7, key: 'standup', sv: 'Stå-upp', de: 'Stand-up', it: 'Stand-up comedy', url_key: 'sta-upp', url_key_de: 'stand-up', url_key_it: 'stand-up', skuPrefix: 'STA',
    description: { sv: 'Sveriges roligaste komiker på turné.', de: 'Schwedens lustigste Comedians auf Tour.', it: 'I comici più divertenti di Svezia in tour.' },
    colors: ['#ff512f', '#dd2476'],
  },
  {
    id: 8, key: 'shows', sv: 'Shower', de: 'Shows', it: 'Spettacoli', url_key: 'shower', url_key_de: 'shows', url_key_it: 'spettacoli', skuPrefix: 'SHO',
    description: { sv: 'Musikaler, cirkus, isshower och magi.', de: 'Musicals, Zirkus, Eisshows und Magie.', it: 'Musical, circo, spettacoli sul ghiaccio e magia.' },
    colors: ['#00b4db', '#005f73'],
  },
];

export type VenueKind = 'stadium' | 'arena' | 'hall' | 'theatre' | 'club';
export interface DemoVenue {
  id: number;
  key: string;
  name: string;
  city: string;
  address: string;
  capacity: number;
  kind: VenueKind;
}

export const VENUES: DemoVenue[] = [
  { id: 1, key: 'strawberry', name: 'Strawberry Arena', city: 'Solna', address: 'Solna', capacity: 50000, kind: 'stadium' },
  { id: 2, key: 'avicii', name: 'Avicii Arena', city: 'Stockholm', address: 'Globentorget 2, Johanneshov', capacity: 16000, kind: 'arena' },
  { id: 3, key: 'tele2', name: 'Tele2 Arena', city: 'Stockholm', address: 'Johanneshov', capacity: 40000, kind: 'stadium' },
  { id: 4, key: 'hovet', name: 'Hovet', city: 'Stockholm', address: 'Johanneshov', capacity: 8000, kind: 'arena' },
  { id: 5, key: 'cirkus', name: 'Cirkus', city: 'Stockholm', address: 'Djurgårdsslätten 43–45', capacity: 1650, kind: 'hall' },
  { id: 6, key: 'operan', name: 'Kungliga Operan', city: 'Stockholm', address: 'Gustav Adolfs torg 2', capacity: 1200, kind: 'theatre' },
  { id: 7, key: 'dramaten', name: 'Dramaten', city: 'Stockholm', address: 'Nybroplan', capacity: 770, kind: 'theatre' },
  { id: 8, key: 'stadsteatern', name: 'Stockholms stadsteater', city: 'Stockholm', address: 'Sergels torg', capacity: 750, kind: 'theatre' },
  { id: 9, key: 'nalen', name: 'Nalen', city: 'Stockholm', address: 'Regeringsgatan 74', capacity: 800, kind: 'club' },
  { id: 10, key: 'berns', name: 'Berns', city: 'Stockholm', address: 'Berzelii park', capacity: 1000, kind: 'club' },
  { id: 11, key: 'konserthuset', name: 'Konserthuset Stockholm', city: 'Stockholm', address: 'Hötorget 8', capacity: 1770, kind: 'hall' },
  { id: 12, key: 'chinateatern', name: 'Chinateatern', city: 'Stockholm', address: 'Berzelii park 9', capacity: 1250, kind: 'theatre' },
  { id: 13, key: 'stadion', name: 'Stockholms Stadion', city: 'Stockholm', address: 'Östermalm', capacity: 14000, kind: 'stadium' },
  { id: 14, key: 'goteborgsoperan', name: 'GöteborgsOperan', city: 'Göteborg', address: 'Christina Nilssons gata', capacity: 1300, kind: 'theatre' },
  { id: 15, key: 'scandinavium', name: 'Scandinavium', city: 'Göteborg', address: 'Valhallagatan 1', capacity: 12000, kind: 'arena' },
  { id: 16, key: 'ullevi', name: 'Ullevi', city: 'Göteborg', address: 'Göteborg', capacity: 43000, kind: 'stadium' },
  { id: 17, key: 'gbg-konserthus', name: 'Göteborgs Konserthus', city: 'Göteborg', address: 'Götaplatsen', capacity: 1250, kind: 'hall' },
  { id: 18, key: 'lorensberg', name: 'Lorensbergsteatern', city: 'Göteborg', address: 'Göteborg', capacity: 700, kind: 'theatre' },
  { id: 19, key: 'pustervik', name: 'Pustervik', city: 'Göteborg', address: 'Göteborg', capacity: 800, kind: 'club' },
  { id: 20, key: 'malmo-opera', name: 'Malmö Opera', city: 'Malmö', address: 'Östra Rönneholmsvägen 20', capacity: 1500, kind: 'theatre' },
  { id: 21, key: 'malmo-arena', name: 'Malmö Arena', city: 'Malmö', address: 'Hyllie', capacity: 13000, kind: 'arena' },
  { id: 22, key: 'malmo-stadsteater', name: 'Malmö Stadsteater', city: 'Malmö', address: 'Malmö', capacity: 600, kind: 'theatre' },
  { id: 23, key: 'malmo-live', name: 'Malmö Live Konserthus', city: 'Malmö', address: 'Malmö', capacity: 1600, kind: 'hall' },
  { id: 24, key: 'ukk', name: 'Uppsala Konsert & Kongress', city: 'Uppsala', address: 'Vaksala torg 1', capacity: 1100, kind: 'hall' },
  { id: 25, key: 'norrlandsoperan', name: 'Norrlandsoperan', city: 'Umeå', address: 'Umeå', capacity: 800, kind: 'theatre' },
  { id: 26, key: 'saab-arena', name: 'Saab Arena', city: 'Linköping', address: 'Linköping', capacity: 8500, kind: 'arena' },
];

export interface Text3 {
  sv: string;
  de: string;
  it: string;
}

export interface Production {
  cat: TopKey;
  /** Event title; German/Italian default to the Swedish one. */
  title?: string | Text3;
  /** Artist (creates an artist category) and tour/show name. */
  artist?: string;
  tour?: string;
  activity: string;
  blurb: Text3;
  /** Venue key per performance, in date order. */
  at: string[];
  times: string[];
  /** Tiers offered (cheapest first); default from category and venue kind. */
  tiers?: Tier[];
}

const t = (sv: string, de: string, it: string): Text3 => ({ sv, de, it });

export const PRODUCTIONS: Production[] = [
  // Concerts
  { cat: 'concerts', artist: 'Norrsken', tour: 'Vinterljus', activity: 'Pop/rock', at: ['avicii', 'scandinavium', 'malmo-arena', 'saab-arena'], times: ['19:30', '20:00'],
    blurb: t('Norrsken tar med sig storslagna refränger och nya låtar från albumet Vinterljus ut på arenaturné.', 'Norrsken gehen mit großen Refrains und neuen Songs vom Album Vinterljus auf Arena-Tournee.', "I Norrsken portano in tour nelle arene grandi ritornelli e le nuove canzoni dell'album Vinterljus.") },
  { cat: 'concerts', artist: 'Vera Lindqvist', tour: 'Nära', activity: 'Singer-songwriter', at: ['cirkus', 'gbg-konserthus', 'ukk'], times: ['19:00', '19:30'],
    blurb: t('En intim kväll med Vera Lindqvist, piano och stråkar – visor om kärlek, avsked och hemlängtan.', 'Ein intimer Abend mit Vera Lindqvist, Klavier und Streichern – Lieder über Liebe, Abschied und Heimweh.', 'Una serata intima con Vera Lindqvist, pianoforte e archi: canzoni di amore, addii e nostalgia.') },
  { cat: 'concerts', artist: 'Hamnkvarteret', tour: 'Salt & sot', activity: 'Indie', at: ['nalen', 'pustervik', 'berns'], times: ['20:00'],
    blurb: t('Göteborgsbandet Hamnkvarteret spelar svettig indierock på Sveriges bästa klubbscener.', 'Die Göteborger Band Hamnkvarteret spielt schweißtreibenden Indie-Rock in Schwedens besten Clubs.', 'La band di Göteborg Hamnkvarteret suona indie rock nei migliori club svedesi.') },
  { cat: 'concerts', artist: 'Saga Ek & Sommarorkestern', tour: 'Stora scenen', activity: 'Pop', at: ['strawberry', 'ullevi'], times: ['19:00'],
    blurb: t('Sveriges största popstjärna gör två gigantiska stadionkonserter med full orkester.', 'Schwedens größter Popstar gibt zwei gigantische Stadionkonzerte mit großem Orchester.', 'La più grande pop star svedese in due giganteschi concerti negli stadi con orchestra.') },
  { cat: 'concerts', artist: 'Stockholms Stråkensemble', tour: 'De fyra årstiderna', activity: 'Klassiskt', at: ['konserthuset', 'ukk'], times: ['19:00'],
    blurb: t('Vivaldis De fyra årstiderna i en levande tolkning, med Griegs Holbergsvit efter paus.', 'Vivaldis Vier Jahreszeiten in lebendiger Interpretation, nach der Pause Griegs Holberg-Suite.', 'Le Quattro stagioni di Vivaldi in una interpretazione vivace e, dopo la pausa, la Suite Holberg di Grieg.') },
  { cat: 'concerts', artist: 'Dansbandet Guldkusten', tour: 'Dansbandsgalan', activity: 'Dansband', at: ['saab-arena', 'scandinavium'], times: ['19:00'],
    blurb: t('Fyra timmar dans, glitter och allsång när Guldkusten bjuder upp till sin största gala hittills.', 'Vier Stunden Tanz, Glitzer und Mitsingen bei der bisher größten Gala von Guldkusten.', 'Quattro ore di ballo, lustrini e canti in coro al più grande gala dei Guldkusten.') },
  { cat: 'concerts', artist: 'Lilla Björn', tour: 'Betong', activity: 'Hiphop', at: ['avicii', 'malmo-arena', 'hovet'], times: ['20:00'],
    blurb: t('Hiphopens nya kung tar albumet Betong till arenorna – med gäster och en show utöver det vanliga.', 'Der neue König des Hip-Hop bringt das Album Betong in die Arenen – mit Gästen und einer außergewöhnlichen Show.', "Il nuovo re dell'hip hop porta l'album Betong nelle arene, con ospiti e uno show fuori dal comune.") },
  { cat: 'concerts', artist: 'Elias Frost Trio', tour: 'Blå timmen', activity: 'Jazz', at: ['nalen', 'gbg-konserthus'], times: ['19:30'],
    blurb: t('Nordisk jazz i skymningsljus: Elias Frost Trio spelar låtar från den hyllade skivan Blå timmen.', 'Nordischer Jazz im Dämmerlicht: das Elias Frost Trio spielt Stücke vom gefeierten Album Blå timmen.', "Jazz nordico al crepuscolo: l'Elias Frost Trio suona i brani dell'acclamato album Blå timmen.") },
  { cat: 'concerts', artist: 'Metallstorm', tour: 'Järnvinter', activity: 'Metal', at: ['tele2', 'scandinavium'], times: ['19:00'],
    blurb: t('Pyroteknik, tunga riff och trettio års historia – Metallstorm gör sin största svenska turné.', 'Pyrotechnik, schwere Riffs und dreißig Jahre Geschichte – Metallstorm auf ihrer größten Schweden-Tour.', "Pirotecnica, riff pesanti e trent'anni di storia: i Metallstorm nel loro più grande tour svedese.") },
  // Theatre
  { cat: 'theatre', title: t('Ett drömspel', 'Ein Traumspiel', 'Il sogno'), activity: 'Drama', at: ['dramaten', 'dramaten', 'dramaten'], times: ['19:00'],
    blurb: t('Strindbergs drömlika mästerverk i en ny, visuellt slående uppsättning.', 'Strindbergs traumartiges Meisterwerk in einer neuen, visuell eindrucksvollen Inszenierung.', 'Il capolavoro onirico di Strindberg in un nuovo allestimento di grande impatto visivo.') },
  { cat: 'theatre', title: 'Hamlet', activity: 'Drama', at: ['stadsteatern', 'stadsteatern'], times: ['19:00', '19:30'],
    blurb: t('Shakespeares tragedi om makt, hämnd och tvivel – spelad med nerv och nutid.', 'Shakespeares Tragödie über Macht, Rache und Zweifel – gespielt mit Nerv und Gegenwart.', 'La tragedia di Shakespeare su potere, vendetta e dubbio, recitata con nervo e attualità.') },
  { cat: 'theatre', title: t('Fröken Julie', 'Fräulein Julie', 'La signorina Julie'), activity: 'Drama', at: ['dramaten', 'malmo-stadsteater'], times: ['19:30'],
    blurb: t('Midsommarnatt, klass och begär: Strindbergs klassiker i en tät kammarversion.', 'Mittsommernacht, Klasse und Begehren: Strindbergs Klassiker als dichtes Kammerspiel.', 'Notte di mezza estate, classe e desiderio: il classico di Strindberg in una intensa versione da camera.') },
  { cat: 'theatre', title: t('Familjen Fredriksson', 'Familie Fredriksson', 'La famiglia Fredriksson'), activity: 'Komedi', at: ['lorensberg', 'lorensberg'], times: ['19:00'],
    blurb: t('En ny farsartad komedi om en släktmiddag där precis allt går fel.', 'Eine neue turbulente Komödie über ein Familienessen, bei dem alles schiefgeht.', 'Una nuova commedia brillante su una cena di famiglia in cui va storto proprio tutto.') },
  { cat: 'theatre', title: t('Vintersagan', 'Das Wintermärchen', "Racconto d'inverno"), activity: 'Drama', at: ['malmo-stadsteater', 'stadsteatern'], times: ['19:00'],
    blurb: t('Svartsjuka, förlåtelse och ett mirakel – Shakespeares saga för vuxna.', 'Eifersucht, Vergebung und ein Wunder – Shakespeares Märchen für Erwachsene.', 'Gelosia, perdono e un miracolo: la fiaba di Shakespeare per adulti.') },
  // Opera (the first performance of La traviata has a 1 250 kr stall seat)
  { cat: 'opera', title: 'La traviata', activity: 'Opera', at: ['operan', 'operan', 'operan'], times: ['19:00'], tiers: ['balcony', 'parterre', 'vip'],
    blurb: t('Verdis älskade opera om Violetta och Alfredo, sjungen på italienska med svensk text.', 'Verdis geliebte Oper über Violetta und Alfredo, auf Italienisch mit Übertiteln.', "L'amata opera di Verdi su Violetta e Alfredo, cantata in italiano con sopratitoli.") },
  { cat: 'opera', title: 'Carmen', activity: 'Opera', at: ['goteborgsoperan', 'goteborgsoperan'], times: ['19:00'],
    blurb: t('Bizets glödande Carmen – passion, frihet och ödets kort.', 'Bizets glühende Carmen – Leidenschaft, Freiheit und die Karten des Schicksals.', 'La travolgente Carmen di Bizet: passione, libertà e le carte del destino.') },
  { cat: 'opera', title: t('Trollflöjten', 'Die Zauberflöte', 'Il flauto magico'), activity: 'Opera', at: ['malmo-opera', 'malmo-opera'], times: ['18:00', '19:00'],
    blurb: t('Mozarts sagoopera för hela familjen, med Nattens drottning i högform.', 'Mozarts Märchenoper für die ganze Familie, mit einer Königin der Nacht in Hochform.', "L'opera fiabesca di Mozart per tutta la famiglia, con una Regina della Notte in gran forma.") },
  { cat: 'opera', title: 'Tosca', activity: 'Opera', at: ['norrlandsoperan'], times: ['19:00'],
    blurb: t('Puccinis thriller om konst, kärlek och makt i ett Rom i uppror.', 'Puccinis Thriller über Kunst, Liebe und Macht in einem aufgewühlten Rom.', 'Il thriller di Puccini su arte, amore e potere in una Roma in rivolta.') },
  { cat: 'opera', title: 'Don Giovanni', activity: 'Opera', at: ['operan', 'operan'], times: ['19:00'],
    blurb: t('Mozarts mörka komedi om förföraren som aldrig ångrar sig.', 'Mozarts dunkle Komödie über den Verführer, der niemals bereut.', 'La commedia oscura di Mozart sul seduttore che non si pente mai.') },
  { cat: 'opera', title: t('Nötknäpparen', 'Der Nussknacker', 'Lo schiaccianoci'), activity: 'Balett', at: ['operan'], times: ['18:00'],
    blurb: t('Tjajkovskijs julbalett med Kungliga Baletten – magi för alla åldrar.', 'Tschaikowskis Weihnachtsballett – Magie für jedes Alter.', 'Il balletto natalizio di Čajkovskij: magia per tutte le età.') },
  // Sport
  { cat: 'sport', title: t('Fotboll: Sverige – Danmark', 'Fußball: Schweden – Dänemark', 'Calcio: Svezia – Danimarca'), activity: 'Fotboll', at: ['strawberry'], times: ['20:45'],
    blurb: t('Landskamp på nationalarenan – Sverige möter Danmark i ett laddat grannmöte.', 'Länderspiel im Nationalstadion – Schweden trifft auf Dänemark.', 'Partita della nazionale: la Svezia affronta la Danimarca in un sentito derby scandinavo.') },
  { cat: 'sport', title: t('Fotboll: Sverige – Norge', 'Fußball: Schweden – Norwegen', 'Calcio: Svezia – Norvegia'), activity: 'Fotboll', at: ['ullevi'], times: ['18:00'],
    blurb: t('Broderfolkens kamp på Ullevi i en vänskapsmatch som ingen vill förlora.', 'Der Bruderkampf im Ullevi – ein Freundschaftsspiel, das niemand verlieren will.', "La sfida tra popoli fratelli all'Ullevi, un'amichevole che nessuno vuole perdere.") },
  { cat: 'sport', title: t('Allsvenskan: Stockholmsderbyt', 'Allsvenskan: Stockholm-Derby', 'Allsvenskan: derby di Stoccolma'), activity: 'Fotboll', at: ['tele2'], times: ['15:00'],
    blurb: t('Huvudstadens hetaste match – tifo, sång och tre viktiga poäng.', 'Das heißeste Spiel der Hauptstadt – Choreos, Gesang und drei wichtige Punkte.', 'La partita più calda della capitale: coreografie, cori e tre punti importanti.') },
  { cat: 'sport', title: t('Allsvenskan: Göteborgsderbyt', 'Allsvenskan: Göteborg-Derby', 'Allsvenskan: derby di Göteborg'), activity: 'Fotboll', at: ['ullevi'], times: ['17:30'],
    blurb: t('Västkustens klassiska derby under strålkastarna på Ullevi.', 'Das klassische Derby der Westküste unter Flutlicht im Ullevi.', "Il classico derby della costa occidentale sotto i riflettori dell'Ullevi.") },
  { cat: 'sport', title: t('Ishockey: Tre Kronor – Finland', 'Eishockey: Schweden – Finnland', 'Hockey su ghiaccio: Svezia – Finlandia'), activity: 'Ishockey', at: ['avicii'], times: ['19:00'],
    blurb: t('Den eviga rivaliteten avgörs på isen i Avicii Arena.', 'Die ewige Rivalität wird auf dem Eis der Avicii Arena entschieden.', "L'eterna rivalità si decide sul ghiaccio dell'Avicii Arena.") },
  { cat: 'sport', title: t('Ishockey: Tre Kronor – Tjeckien', 'Eishockey: Schweden – Tschechien', 'Hockey su ghiaccio: Svezia – Repubblica Ceca'), activity: 'Ishockey', at: ['scandinavium'], times: ['19:00'],
    blurb: t('Landslagshockey av högsta klass i Scandinavium.', 'Nationalmannschafts-Hockey der Spitzenklasse im Scandinavium.', 'Hockey delle nazionali ai massimi livelli allo Scandinavium.') },
  { cat: 'sport', title: t('Handboll: Sverige – Frankrike', 'Handball: Schweden – Frankreich', 'Pallamano: Svezia – Francia'), activity: 'Handboll', at: ['malmo-arena'], times: ['18:15'],
    blurb: t('Världsklass på handbollsplanen när Sverige tar emot Frankrike.', 'Weltklasse auf dem Handballfeld, wenn Schweden Frankreich empfängt.', 'Classe mondiale sul campo quando la Svezia ospita la Francia.') },
  { cat: 'sport', title: t('SHL: Västkustderbyt', 'SHL: Westküsten-Derby', 'SHL: derby della costa occidentale'), activity: 'Ishockey', at: ['scandinavium'], times: ['19:00'],
    blurb: t('Seriehockey när det är som bäst – fullsatt och fullt ös.', 'Ligahockey, wie es am besten ist – ausverkauft und volle Action.', 'Hockey di campionato al suo meglio: tutto esaurito e ritmo altissimo.') },
  { cat: 'sport', title: t('Friidrottsgalan', 'Leichtathletik-Gala', 'Gala di atletica leggera'), activity: 'Friidrott', at: ['stadion'], times: ['18:00'],
    blurb: t('Världsstjärnor i friidrott på det historiska Stadion.', 'Weltstars der Leichtathletik im historischen Stadion.', "Stelle mondiali dell'atletica nello storico Stadion.") },
  { cat: 'sport', title: t('Innebandy: SM-finalen', 'Unihockey: Meisterschaftsfinale', 'Floorball: finale del campionato'), activity: 'Innebandy', at: ['avicii'], times: ['15:00'],
    blurb: t('Säsongens största innebandydag – herr- och damfinal under samma tak.', 'Der größte Unihockey-Tag der Saison – Herren- und Damenfinale unter einem Dach.', 'Il giorno più importante della stagione di floorball: finali maschile e femminile.') },
  { cat: 'sport', title: t('Boxning: Fight Night Göteborg', 'Boxen: Fight Night Göteborg', 'Pugilato: Fight Night Göteborg'), activity: 'Boxning', at: ['scandinavium'], times: ['19:00'],
    blurb: t('En kväll med titelmatcher och svenska boxningslöften.', 'Ein Abend mit Titelkämpfen und schwedischen Boxtalenten.', 'Una serata di incontri per il titolo e giovani promesse svedesi.') },
  { cat: 'sport', title: t('Basket: Sverige – Litauen', 'Basketball: Schweden – Litauen', 'Basket: Svezia – Lituania'), activity: 'Basket', at: ['saab-arena'], times: ['19:00'],
    blurb: t('Kvalmatch till EM – Sverige behöver publikens stöd mot Litauen.', 'EM-Qualifikation – Schweden braucht die Unterstützung des Publikums gegen Litauen.', "Qualificazione all'Europeo: la Svezia ha bisogno del pubblico contro la Lituania.") },
  // Stand-up
  { cat: 'standup', artist: 'Johanna Sundell', tour: 'Helt ärligt', activity: 'Stå-upp', at: ['cirkus', 'lorensberg', 'malmo-live'], times: ['19:30', '20:00'],
    blurb: t('Johanna Sundell är tillbaka med en föreställning om allt vi inte säger högt.', 'Johanna Sundell ist zurück mit einem Programm über alles, was wir nicht laut sagen.', 'Johanna Sundell torna con uno spettacolo su tutto ciò che non diciamo ad alta voce.') },
  { cat: 'standup', artist: 'Kalle Brodin', tour: 'Pappa på deltid', activity: 'Stå-upp', at: ['hovet', 'gbg-konserthus', 'ukk'], times: ['19:00', '20:00'],
    blurb: t('Småbarnsår, bilbarnstolar och föräldramöten – Kalle Brodin ger röst åt en hel generation trötta föräldrar.', 'Kleinkindjahre, Kindersitze und Elternabende – Kalle Brodin spricht für eine ganze Generation müder Eltern.', 'Figli piccoli, seggiolini e riunioni con i genitori: Kalle Brodin dà voce a una generazione di genitori stanchi.') },
  { cat: 'standup', artist: 'Amir Sadeghi', tour: 'Svensk nog?', activity: 'Stå-upp', at: ['berns', 'nalen'], times: ['20:00'],
    blurb: t('Skarp, varm och snabb: Amir Sadeghi undersöker vad det egentligen betyder att vara svensk.', 'Scharf, warmherzig und schnell: Amir Sadeghi fragt, was es eigentlich heißt, Schwede zu sein.', 'Tagliente, caloroso e veloce: Amir Sadeghi si chiede cosa significhi davvero essere svedese.') },
  { cat: 'standup', title: t('Skrattgalan Stockholm', 'Comedy-Gala Stockholm', 'Gala della risata di Stoccolma'), activity: 'Stå-upp', at: ['avicii'], times: ['19:00'],
    blurb: t('Tio av landets bästa komiker på samma scen en enda kväll.', 'Zehn der besten Comedians des Landes an einem einzigen Abend auf einer Bühne.', 'Dieci dei migliori comici del paese sullo stesso palco per una sola sera.') },
  { cat: 'standup', artist: 'Lina Holm', tour: 'Mellanmjölk', activity: 'Stå-upp', at: ['ukk', 'norrlandsoperan'], times: ['19:30'],
    blurb: t('Lina Holm om att vara lagom i en värld som kräver att man sticker ut.', 'Lina Holm darüber, mittelmäßig zu sein in einer Welt, die Auffallen verlangt.', 'Lina Holm su come essere nella media in un mondo che esige di distinguersi.') },
  // Shows
  { cat: 'shows', artist: 'Cirkus Polaris', tour: 'Midnattssol', activity: 'Cirkus', at: ['cirkus', 'malmo-arena'], times: ['18:00', '19:00'],
    blurb: t('Akrobatik, ljus och musik under Cirkus Polaris nya föreställning Midnattssol.', 'Akrobatik, Licht und Musik in der neuen Show Midnattssol von Cirkus Polaris.', 'Acrobazie, luci e musica nel nuovo spettacolo Midnattssol del Cirkus Polaris.') },
  { cat: 'shows', title: t('Isshowen Snödrottningen', 'Eisshow: Die Schneekönigin', 'Show sul ghiaccio: La regina delle nevi'), activity: 'Isshow', at: ['avicii', 'scandinavium'], times: ['18:00'],
    blurb: t('H.C. Andersens saga på is med världsmästare i konståkning.', 'Andersens Märchen auf dem Eis mit Weltmeistern im Eiskunstlauf.', 'La fiaba di Andersen sul ghiaccio con campioni del mondo di pattinaggio artistico.') },
  { cat: 'shows', title: t('Musikalen Stjärnfall', 'Musical: Stjärnfall', 'Musical: Stjärnfall'), activity: 'Musikal', at: ['chinateatern', 'chinateatern', 'chinateatern'], times: ['19:00', '19:30'],
    blurb: t('En ny svensk musikal om en småstadsstjärna som får chansen i storstan.', 'Ein neues schwedisches Musical über einen Kleinstadtstar, der in der Großstadt seine Chance bekommt.', 'Un nuovo musical svedese su una stella di provincia che trova la sua occasione in città.') },
  { cat: 'shows', artist: 'Ludvig Strand', tour: 'Omöjligt', activity: 'Magi', at: ['berns', 'gbg-konserthus'], times: ['19:00'],
    blurb: t('Illusionisten Ludvig Strand gör det omöjliga – en kväll som får dig att tvivla på dina ögon.', 'Der Illusionist Ludvig Strand macht das Unmögliche möglich – ein Abend, der Sie an Ihren Augen zweifeln lässt.', "L'illusionista Ludvig Strand rende possibile l'impossibile: una serata che vi farà dubitare dei vostri occhi.") },
  { cat: 'shows', title: 'Schlagerkavalkaden', activity: 'Show', at: ['malmo-arena', 'saab-arena'], times: ['19:00'],
    blurb: t('Fyrtio år av schlagerhits med paljetter, vindmaskiner och allsång.', 'Vierzig Jahre Schlagerhits mit Pailletten, Windmaschinen und Mitsingen.', 'Quarant’anni di successi schlager tra paillettes, ventilatori e cori.') },
  { cat: 'shows', title: t('Dansshowen Puls', 'Tanzshow Puls', 'Spettacolo di danza Puls'), activity: 'Dans', at: ['cirkus'], times: ['19:00'],
    blurb: t('Street, samtida och show – tjugo dansare i ett explosivt uttryck.', 'Street, Contemporary und Show – zwanzig Tänzer in explosivem Ausdruck.', 'Street, contemporanea e show: venti ballerini in una performance esplosiva.') },
];

export const TICKET_OPTIONS: Array<{ value: number; code: Tier; sv: string; de: string; it: string }> = [
  { value: 101, code: 'parterre', sv: 'Parkett', de: 'Parkett', it: 'Platea' },
  { value: 102, code: 'balcony', sv: 'Läktare', de: 'Tribüne', it: 'Tribuna' },
  { value: 103, code: 'standing', sv: 'Ståplats', de: 'Stehplatz', it: 'Posto in piedi' },
  { value: 104, code: 'vip', sv: 'VIP', de: 'VIP', it: 'VIP' },
];

/** Ticket prices in whole kronor incl. 6 % VAT, per category and tier. */
export const PRICE_LADDERS: Record<TopKey | 'club', Partial<Record<Tier, number[]>>> = {
  concerts: { standing: [595, 695, 795], balcony: [695, 795, 895], parterre: [995, 1095, 1195, 1295], vip: [1995, 2250, 2450] },
  club: { standing: [295, 345, 395, 445], balcony: [395, 445, 495], vip: [795, 895] },
  theatre: { balcony: [345, 395, 445], parterre: [495, 545, 595, 695], vip: [995, 1195] },
  opera: { balcony: [395, 495, 595], parterre: [795, 895, 995, 1250], vip: [1695, 1895] },
  sport: { standing: [295, 345], balcony: [395, 495, 595], parterre: [695, 795], vip: [1995, 2450] },
  standup: { balcony: [345, 395], parterre: [395, 445, 495], vip: [895] },
  shows: { standing: [395], balcony: [445, 495], parterre: [595, 695, 795, 895], vip: [1495, 1695] },
};

/** Tiers by category and venue size, cheapest first. */
export function defaultTiers(cat: TopKey, kind: VenueKind): Tier[] {
  if (kind === 'club') return cat === 'concerts' ? ['standing', 'vip'] : ['balcony', 'parterre'];
  if (kind === 'stadium' || kind === 'arena') {
    if (cat === 'concerts') return ['standing', 'balcony', 'parterre', 'vip'];
    if (cat === 'sport') return kind === 'stadium' ? ['standing', 'balcony', 'parterre', 'vip'] : ['balcony', 'parterre', 'vip'];
    return ['balcony', 'parterre', 'vip'];
  }
  if (cat === 'theatre' || cat === 'standup') return ['balcony', 'parterre'];
  return ['balcony', 'parterre', 'vip'];
}
