import type { StoreContent } from './types.ts';

export const it: StoreContent = {
  pages: {
    legal: {
      title: 'Condizioni di vendita',
      heading: 'Condizioni generali di vendita dei biglietti',
      meta: 'Le condizioni che si applicano all’acquisto di biglietti per concerti, teatro, sport e altri eventi su Encore.',
      html: `<p>Le presenti condizioni si applicano a tutti gli acquisti di biglietti presso Encore Biljetter AB (n. reg. 559012-3456), di seguito Encore. Completando un ordine accetti queste condizioni.</p>
<h2>Il biglietto</h2>
<p>Encore vende i biglietti per conto dell’organizzatore. Il contratto relativo all’evento è stipulato tra te e l’organizzatore, che è responsabile del suo svolgimento. Il biglietto dà diritto a un posto o a un ingresso nella data indicata.</p>
<h2>Prezzi e pagamento</h2>
<ul>
<li>Tutti i prezzi sono in euro, IVA inclusa.</li>
<li>Puoi pagare con carta, Apple Pay, Google Pay, Klarna o PayPal.</li>
<li>L’acquisto è vincolante quando il pagamento è autorizzato e hai ricevuto la conferma d’ordine.</li>
</ul>
<h2>Prenotazione</h2>
<p>I biglietti nel carrello restano riservati per te per 10 minuti. Se non paghi entro questo tempo, tornano disponibili per altri acquirenti.</p>
<h2>Diritto di recesso</h2>
<p>Ai sensi dell’art. 59 del Codice del consumo, il diritto di recesso non si applica ai biglietti per eventi in una data determinata. Per eventi annullati o rinviati consulta la pagina <a href="/returns">Rimborsi</a>.</p>
<h2>Legge applicabile</h2>
<p>Si applica la legge svedese, fatte salve le norme imperative a tutela dei consumatori del tuo paese di residenza.</p>`,
    },
    privacy: {
      title: 'Privacy',
      heading: 'Informativa sulla privacy',
      meta: 'Quali dati personali tratta Encore, perché, per quanto tempo e quali diritti hai secondo il GDPR.',
      html: `<p>Titolare del trattamento è Encore Biljetter AB. Trattiamo i tuoi dati in conformità al Regolamento generale sulla protezione dei dati (GDPR).</p>
<h2>Quali dati conserviamo</h2>
<ul>
<li>Nome, indirizzo e-mail, numero di telefono e indirizzo inseriti al checkout.</li>
<li>Lo storico degli ordini: quali biglietti hai acquistato e quando.</li>
<li>Dati tecnici come i cookie, se hai dato il consenso.</li>
</ul>
<h2>Perché</h2>
<p>Ci servono per consegnarti i biglietti, avvisarti se un evento cambia e rispettare gli obblighi contabili. Newsletter e promemoria vengono inviati solo con il tuo consenso.</p>
<h2>Per quanto tempo</h2>
<p>I dati degli ordini sono conservati per sette anni. I dati dell’account restano finché non chiudi l’account.</p>
<h2>I tuoi diritti</h2>
<p>Hai diritto di accesso, rettifica, cancellazione e opposizione al marketing. Scrivi a <a href="mailto:dataskydd@encore.example">dataskydd@encore.example</a>. Puoi anche presentare reclamo al Garante per la protezione dei dati personali.</p>`,
    },
    magazine: {
      title: 'Magazine',
      heading: 'Encore Magazine',
      meta: 'Interviste, guide e consigli per i concerti, gli spettacoli e le partite della stagione.',
      html: `<p>Reportage, interviste agli artisti e consigli per chi ama lo spettacolo dal vivo.</p>
<h2>Guida: come goderti un concerto in arena</h2>
<p>Arriva in anticipo: di solito i cancelli aprono 90 minuti prima dell’inizio. Tieni pronto il biglietto con la luminosità dello schermo al massimo e controlla prima le regole dell’arena sulle borse. Posto in piedi sotto il palco? Porta dei tappi per le orecchie.</p>
<h2>Cinque spettacoli da non perdere quest’autunno</h2>
<p>Dalla nuova drammaturgia all’opera classica: la redazione ha scelto le prime più attese. Le trovi in <a href="/c/teatro">Teatro</a> e <a href="/c/opera">Opera</a>.</p>
<h2>Dietro le quinte di un comedy club</h2>
<p>Abbiamo seguito una serata in un club di Stoccolma, dal soundcheck all’ultima risata.</p>`,
    },
    sale: {
      title: 'Offerte',
      heading: 'Offerte del momento',
      meta: 'Biglietti scontati e promozioni su concerti, teatro e sport.',
      html: `<p>Qui trovi eventi a prezzo ridotto. I prezzi promozionali valgono per un periodo limitato e fino a esaurimento dei biglietti: sulla pagina dell’evento il prezzo scontato compare accanto a quello pieno barrato.</p>
<ul>
<li><strong>Last minute:</strong> spettacoli selezionati della settimana a prezzo ridotto.</li>
<li><strong>Biglietti di gruppo:</strong> molti organizzatori offrono tariffe per gruppi.</li>
<li><strong>Carte regalo:</strong> regala un’esperienza – vedi <a href="/gift-card">Carta regalo</a>.</li>
</ul>
<p>Scopri tutti i <a href="/c/concerti">concerti</a> e gli <a href="/c/sport">eventi sportivi</a>.</p>`,
    },
    'order-tracking': {
      title: 'Traccia il tuo ordine',
      heading: 'Dove sono i miei biglietti?',
      meta: 'Come trovare e-ticket e biglietti mobile e tracciare i biglietti spediti per posta.',
      html: `<p>Dove trovi i biglietti dipende dal metodo di consegna scelto al checkout.</p>
<ul>
<li><strong>E-ticket:</strong> arriva via e-mail subito dopo l’acquisto. Controlla lo spam se non lo vedi entro 15 minuti.</li>
<li><strong>Biglietto mobile:</strong> compare nell’app in «I miei biglietti», al più tardi 48 ore prima dell’evento.</li>
<li><strong>Raccomandata:</strong> spedita entro due giorni lavorativi. Il numero di tracciamento è nella conferma di spedizione.</li>
</ul>
<p>Se hai effettuato l’accesso, trovi tutti gli ordini in «Il mio account». Non hai ricevuto i biglietti? Contatta il <a href="/customer-service">servizio clienti</a> indicando il numero d’ordine.</p>`,
    },
    'about-us': {
      title: 'Chi siamo',
      heading: 'Chi è Encore',
      meta: 'Encore è un negozio di biglietti per concerti, teatro, opera, sport, stand-up e spettacoli.',
      html: `<p>Encore è nata a Stoccolma da persone che lavorano da anni nella musica dal vivo, nel teatro e nello sport. Vendiamo biglietti per eventi in Svezia e in Germania, dai piccoli club alle arene tutto esaurito.</p>
<h2>In cosa crediamo</h2>
<ul>
<li><strong>Prezzi chiari.</strong> Il prezzo che vedi è quello che paghi, IVA inclusa.</li>
<li><strong>Vendita equa.</strong> I biglietti sono riservati per dieci minuti, così nessuno può accaparrarseli.</li>
<li><strong>Acquisti sicuri.</strong> Vendiamo solo biglietti forniti direttamente dagli organizzatori.</li>
</ul>
<p>Siamo un team di 24 persone con sede a Södermalm, Stoccolma. Vuoi lavorare con noi o vendere biglietti tramite Encore? Scrivi a <a href="mailto:hej@encore.example">hej@encore.example</a>.</p>`,
    },
    'customer-service': {
      title: 'Servizio clienti',
      heading: 'Servizio clienti',
      meta: 'Contatta il servizio clienti Encore e trova le risposte alle domande frequenti su biglietti, pagamento e consegna.',
      html: `<p>Siamo qui per aiutarti. Molte risposte sono qui sotto, altrimenti puoi contattarci per telefono o e-mail.</p>
<h2>Orari</h2>
<p>Dal lunedì al venerdì 9–17, sabato 10–14. Telefono +46 8 123 456 70, e-mail <a href="mailto:kundservice@encore.example">kundservice@encore.example</a>.</p>
<h2>Domande frequenti</h2>
<h3>Posso cambiare il nome sul biglietto?</h3>
<p>Sì, per la maggior parte degli eventi. Contattaci almeno 24 ore prima dell’inizio.</p>
<h3>L’evento è stato annullato: cosa succede?</h3>
<p>Ricevi il rimborso automaticamente. Maggiori dettagli in <a href="/returns">Rimborsi</a>.</p>
<h3>Non ho ricevuto i biglietti</h3>
<p>Consulta <a href="/order-tracking">Traccia il tuo ordine</a> per sapere dove trovarli.</p>`,
    },
    'store-locator': {
      title: 'Punti vendita',
      heading: 'Acquista i biglietti in un punto vendita',
      meta: 'Punti vendita dove acquistare e ritirare i biglietti Encore di persona.',
      html: `<p>Preferisci acquistare di persona? Nei nostri punti vendita puoi pagare con carta o in contanti.</p>
<ul>
<li><strong>Stoccolma:</strong> Encore Biljettkassa, Götgatan 28 – lun–ven 11–18, sab 11–15.</li>
<li><strong>Göteborg:</strong> Kulturkiosken, Kungsportsavenyn 12 – lun–ven 10–18.</li>
<li><strong>Berlino:</strong> biglietteria di Alexanderplatz – lun–ven 10–19, sab 10–16.</li>
<li><strong>Monaco di Baviera:</strong> Kulturkiosk di Marienplatz – tutti i giorni 9–20.</li>
</ul>
<p>I punti vendita applicano un diritto di servizio di 2 € per ordine. Le biglietterie delle sedi aprono di solito due ore prima dell’evento.</p>`,
    },
    'size-guide': {
      title: 'Guida ai posti',
      heading: 'Scegli il posto giusto',
      meta: 'Guida alle categorie di biglietto, ai settori e ai posti in piedi in arene e teatri.',
      html: `<p>La categoria del biglietto indica dove ti siedi o stai in piedi. Di solito la suddivisione è questa:</p>
<ul>
<li><strong>Platea:</strong> posti a sedere vicino al palco, la vista migliore per teatro e opera.</li>
<li><strong>Galleria / balconata:</strong> più in alto, con una visione d’insieme – spesso il suono migliore ai concerti.</li>
<li><strong>Posto in piedi:</strong> il parterre davanti al palco. Chi arriva prima sta davanti.</li>
<li><strong>VIP:</strong> i posti migliori, spesso con ingresso e bar riservati.</li>
</ul>
<p>Per alcuni eventi non si vendono biglietti singoli, per evitare posti vuoti tra i gruppi: lo trovi indicato sulla pagina dell’evento. Ti serve un posto accessibile? Contatta il <a href="/customer-service">servizio clienti</a> prima dell’acquisto.</p>`,
    },
    'gift-card': {
      title: 'Carta regalo',
      heading: 'Regala un’esperienza',
      meta: 'Le carte regalo Encore valgono 24 mesi per tutti gli eventi.',
      html: `<p>La carta regalo Encore vale per tutti i concerti, gli spettacoli e le partite del negozio.</p>
<ul>
<li>Scegli l’importo che preferisci, a partire da 20 €.</li>
<li>La carta è valida 24 mesi dalla data di acquisto.</li>
<li>La ricevi subito in PDF via e-mail: stampala o inoltrala.</li>
<li>Il credito residuo resta disponibile per il prossimo acquisto.</li>
</ul>
<p>La carta regalo non è convertibile in denaro. Domande? Contatta il <a href="/customer-service">servizio clienti</a>.</p>`,
    },
    delivery: {
      title: 'Consegna',
      heading: 'Metodi di consegna dei biglietti',
      meta: 'E-ticket, biglietto mobile o raccomandata: ecco come ricevi i tuoi biglietti.',
      html: `<p>Il metodo di consegna si sceglie al checkout. Non tutti i metodi sono disponibili per ogni evento.</p>
<ul>
<li><strong>E-ticket (0 €):</strong> un PDF con codice a barre inviato via e-mail subito dopo l’acquisto. Mostralo sul telefono o stampalo.</li>
<li><strong>Biglietto mobile nell’app (0 €):</strong> il biglietto compare nell’app e non può essere stampato.</li>
<li><strong>Raccomandata (5 €):</strong> biglietti stampati con tracciamento, spediti entro due giorni lavorativi. Ordina almeno dieci giorni prima dell’evento.</li>
</ul>
<p>Ogni codice a barre può essere scansionato una sola volta: non condividere mai foto del tuo biglietto.</p>`,
    },
    returns: {
      title: 'Rimborsi',
      heading: 'Resi e rimborsi',
      meta: 'Cosa succede se un evento viene annullato o rinviato o se non puoi partecipare.',
      html: `<p>I biglietti acquistati di norma non possono essere restituiti, perché il diritto di recesso non si applica agli eventi in una data determinata.</p>
<h2>Evento annullato</h2>
<p>Se l’evento viene annullato, rimborsiamo automaticamente il prezzo del biglietto sul metodo di pagamento usato, entro 30 giorni. Anche le spese di consegna vengono rimborsate.</p>
<h2>Evento rinviato</h2>
<p>I biglietti restano validi per la nuova data. Se non ti va bene, puoi chiedere il rimborso entro 14 giorni dall’annuncio della nuova data.</p>
<h2>Non puoi partecipare?</h2>
<p>Alcuni organizzatori consentono il cambio nominativo, così puoi cedere il biglietto. Chiedi al <a href="/customer-service">servizio clienti</a>.</p>`,
    },
    'order-from-catalog': {
      title: 'Ordina dal programma',
      heading: 'Ordina con il codice evento',
      meta: 'Ordina i biglietti dal nostro programma stampato usando il codice evento.',
      html: `<p>Nel nostro programma di stagione stampato ogni evento ha un codice, per esempio <strong>KON-012</strong>. Ecco come ordinare:</p>
<ol>
<li>Cerca il codice nella barra di ricerca in alto: l’evento compare subito.</li>
<li>Scegli la categoria e la quantità e aggiungi i biglietti al carrello.</li>
<li>Paga al checkout come di consueto.</li>
</ol>
<p>Puoi anche chiamare il servizio clienti al +46 8 123 456 70 e comunicare il codice. Il programma si richiede gratuitamente dalla <a href="/contact">pagina contatti</a>.</p>`,
    },
    contact: {
      title: 'Contatti',
      heading: 'Contattaci',
      meta: 'Indirizzo, telefono ed e-mail di Encore Biljetter AB.',
      html: `<p><strong>Encore Biljetter AB</strong><br>Götgatan 28<br>118 46 Stoccolma, Svezia</p>
<ul>
<li>Servizio clienti: +46 8 123 456 70, <a href="mailto:kundservice@encore.example">kundservice@encore.example</a></li>
<li>Organizzatori e collaborazioni: <a href="mailto:hej@encore.example">hej@encore.example</a></li>
<li>Stampa: <a href="mailto:press@encore.example">press@encore.example</a></li>
</ul>
<p>Rispondiamo alle e-mail entro un giorno lavorativo.</p>`,
    },
  },
  blocks: {
    'footer-about': {
      title: 'Su Encore',
      html: '<p>Encore vende biglietti per concerti, teatro, opera, sport, stand-up e spettacoli.</p>',
    },
    'footer-service': {
      title: 'Servizio clienti',
      html: '<p>Lun–ven 9–17, sab 10–14.<br>+46 8 123 456 70 · <a href="mailto:kundservice@encore.example">kundservice@encore.example</a></p>',
    },
    'home-intro': {
      title: 'Benvenuto su Encore',
      html: '<p>Acquisti sicuri direttamente dagli organizzatori. I biglietti restano riservati per 10 minuti mentre paghi.</p>',
    },
  },
  banners: {
    links: { concerts: '/c/concerti', theatre: '/c/teatro', standUp: '/c/stand-up', sport: '/c/sport' },
    head: { title: 'Musica dal vivo, teatro e sport', text: 'Assicurati i posti prima che finiscano.' },
    concerts: { title: 'I concerti d’autunno', text: 'Dai piccoli club alle arene tutto esaurito.' },
    theatre: { title: 'Opera e teatro', text: 'Prime e grandi classici sui palchi più belli.' },
    standUp: { title: 'Stand-up comedy', text: 'Una risata in mezzo alla settimana.' },
    giftCard: { title: 'Carta regalo', text: 'Regala un’esperienza.' },
    sale: { title: 'Offerte', text: 'Prezzi ridotti adesso.' },
    sport: { title: 'Lo sport dal vivo', text: 'Partite e gare: vivi l’atmosfera.' },
  },
};
