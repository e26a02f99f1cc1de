import type { StoreContent } from './types.ts';

export const de: StoreContent = {
  pages: {
    legal: {
      title: 'AGB',
      heading: 'Allgemeine Geschäftsbedingungen für Tickets',
      meta: 'Die Bedingungen für den Kauf von Tickets für Konzerte, Theater, Sport und weitere Veranstaltungen bei Encore.',
      html: `<p>Diese Bedingungen gelten für alle Ticketkäufe bei der Encore Biljetter AB (Reg.-Nr. 559012-3456), im Folgenden Encore. Mit dem Abschluss einer Bestellung akzeptieren Sie diese Bedingungen.</p>
<h2>Das Ticket</h2>
<p>Encore verkauft Tickets im Auftrag des Veranstalters. Der Vertrag über die Veranstaltung selbst kommt zwischen Ihnen und dem Veranstalter zustande, der für die Durchführung verantwortlich ist. Ein Ticket berechtigt zu einem Platz oder Einlass zum angegebenen Termin.</p>
<h2>Preise und Zahlung</h2>
<ul>
<li>Alle Preise verstehen sich in Euro inklusive Mehrwertsteuer.</li>
<li>Sie können mit Karte, Apple Pay, Google Pay, Klarna oder PayPal bezahlen.</li>
<li>Der Kauf ist verbindlich, sobald die Zahlung autorisiert ist und Sie eine Bestellbestätigung erhalten haben.</li>
</ul>
<h2>Reservierung</h2>
<p>Tickets im Warenkorb werden 10 Minuten für Sie reserviert. Bezahlen Sie nicht innerhalb dieser Zeit, werden die Tickets wieder freigegeben.</p>
<h2>Widerrufsrecht</h2>
<p>Gemäß § 312g Abs. 2 Nr. 9 BGB besteht bei Tickets für termingebundene Freizeitveranstaltungen kein Widerrufsrecht. Was bei abgesagten oder verlegten Veranstaltungen gilt, lesen Sie unter <a href="/returns">Erstattung</a>.</p>
<h2>Anwendbares Recht</h2>
<p>Es gilt schwedisches Recht; zwingende Verbraucherschutzvorschriften Ihres Wohnsitzlandes bleiben unberührt.</p>`,
    },
    privacy: {
      title: 'Datenschutz',
      heading: 'Datenschutzerklärung',
      meta: 'Welche personenbezogenen Daten Encore verarbeitet, wozu, wie lange und welche Rechte Sie nach der DSGVO haben.',
      html: `<p>Verantwortlich für die Verarbeitung Ihrer Daten ist die Encore Biljetter AB. Wir verarbeiten Ihre Daten nach der Datenschutz-Grundverordnung (DSGVO).</p>
<h2>Welche Daten wir speichern</h2>
<ul>
<li>Name, E-Mail-Adresse, Telefonnummer und Anschrift aus dem Bestellvorgang.</li>
<li>Bestellhistorie: welche Tickets Sie wann gekauft haben.</li>
<li>Technische Daten wie Cookies, sofern Sie eingewilligt haben.</li>
</ul>
<h2>Wozu</h2>
<p>Wir benötigen die Daten, um Ihre Tickets zu liefern, Sie bei Änderungen einer Veranstaltung zu informieren und gesetzliche Aufbewahrungspflichten zu erfüllen. Newsletter und Erinnerungen senden wir nur mit Ihrer Einwilligung.</p>
<h2>Speicherdauer</h2>
<p>Bestelldaten bewahren wir sieben Jahre auf. Kontodaten speichern wir, bis Sie Ihr Konto löschen.</p>
<h2>Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Widerspruch gegen Werbung. Schreiben Sie an <a href="mailto:dataskydd@encore.example">dataskydd@encore.example</a>. Sie können sich außerdem bei einer Datenschutzaufsichtsbehörde beschweren.</p>`,
    },
    magazine: {
      title: 'Magazin',
      heading: 'Encore Magazin',
      meta: 'Interviews, Ratgeber und Tipps für die Konzerte, Aufführungen und Spiele der Saison.',
      html: `<p>Hier finden Sie Reportagen, Künstlerinterviews und Tipps für alle, die Live-Erlebnisse lieben.</p>
<h2>Ratgeber: So genießen Sie ein Arenakonzert</h2>
<p>Kommen Sie rechtzeitig – der Einlass öffnet meist 90 Minuten vor Beginn. Halten Sie das Ticket mit voller Bildschirmhelligkeit bereit und prüfen Sie vorab die Taschenregeln der Arena. Stehplatz direkt vor der Bühne? Dann lohnt sich Gehörschutz.</p>
<h2>Fünf Aufführungen, die Sie im Herbst nicht verpassen sollten</h2>
<p>Von neuem Schauspiel bis zur klassischen Oper: Unsere Redaktion hat die meistdiskutierten Premieren ausgewählt. Sie finden sie unter <a href="/c/theater">Theater</a> und <a href="/c/oper">Oper</a>.</p>
<h2>Hinter den Kulissen eines Comedy-Clubs</h2>
<p>Wir haben einen Abend in einem Stockholmer Club begleitet – vom Soundcheck bis zum letzten Lacher.</p>`,
    },
    sale: {
      title: 'Angebote',
      heading: 'Aktuelle Angebote',
      meta: 'Reduzierte Tickets und Aktionen für Konzerte, Theater und Sport.',
      html: `<p>Hier finden Sie Veranstaltungen zu reduzierten Preisen. Aktionspreise gelten für begrenzte Zeit und solange der Vorrat reicht – der reduzierte Preis steht auf der Veranstaltungsseite neben dem durchgestrichenen regulären Preis.</p>
<ul>
<li><strong>Last Minute:</strong> ausgewählte Vorstellungen derselben Woche zum reduzierten Preis.</li>
<li><strong>Gruppentickets:</strong> Viele Veranstalter bieten Gruppenpreise ab mehreren Tickets.</li>
<li><strong>Gutscheine:</strong> Verschenken Sie ein Erlebnis – siehe <a href="/gift-card">Geschenkgutschein</a>.</li>
</ul>
<p>Stöbern Sie in allen <a href="/c/konzerte">Konzerten</a> und <a href="/c/sport">Sportveranstaltungen</a>.</p>`,
    },
    'order-tracking': {
      title: 'Sendungsverfolgung',
      heading: 'Wo sind meine Tickets?',
      meta: 'So finden Sie Ihre E-Tickets und Handytickets und verfolgen Tickets, die per Post kommen.',
      html: `<p>Wo Sie Ihre Tickets finden, hängt von der im Checkout gewählten Versandart ab.</p>
<ul>
<li><strong>E-Ticket:</strong> kommt direkt nach dem Kauf per E-Mail. Prüfen Sie den Spam-Ordner, falls es nach 15 Minuten nicht da ist.</li>
<li><strong>Handyticket:</strong> erscheint in der App unter „Meine Tickets“, spätestens 48 Stunden vor der Veranstaltung.</li>
<li><strong>Einschreiben:</strong> wird innerhalb von zwei Werktagen versendet. Die Sendungsnummer steht in der Versandbestätigung.</li>
</ul>
<p>Angemeldet sehen Sie alle Bestellungen unter „Mein Konto“. Keine Tickets erhalten? Wenden Sie sich mit Ihrer Bestellnummer an den <a href="/customer-service">Kundenservice</a>.</p>`,
    },
    'about-us': {
      title: 'Über uns',
      heading: 'Über Encore',
      meta: 'Encore ist ein Ticketshop für Konzerte, Theater, Oper, Sport, Stand-up und Shows.',
      html: `<p>Encore wurde in Stockholm von Menschen gegründet, die seit vielen Jahren in Livemusik, Theater und Sport arbeiten. Wir verkaufen Tickets für Veranstaltungen in Schweden und Deutschland – vom kleinen Clubkonzert bis zur ausverkauften Arena.</p>
<h2>Wofür wir stehen</h2>
<ul>
<li><strong>Klare Preise.</strong> Der angezeigte Preis ist der Endpreis, Mehrwertsteuer inklusive.</li>
<li><strong>Fairer Verkauf.</strong> Tickets werden zehn Minuten reserviert, damit niemand sie hortet.</li>
<li><strong>Sicherer Kauf.</strong> Wir verkaufen nur Tickets direkt von den Veranstaltern.</li>
</ul>
<p>Unser Team besteht aus 24 Menschen mit Büro in Stockholm-Södermalm. Sie möchten mit uns arbeiten oder Tickets über Encore verkaufen? Schreiben Sie an <a href="mailto:hej@encore.example">hej@encore.example</a>.</p>`,
    },
    'customer-service': {
      title: 'Kundenservice',
      heading: 'Kundenservice',
      meta: 'Kontakt zum Encore-Kundenservice und Antworten auf häufige Fragen zu Tickets, Zahlung und Versand.',
      html: `<p>Wir helfen gern. Viele Antworten finden Sie hier – sonst erreichen Sie uns per Telefon oder E-Mail.</p>
<h2>Servicezeiten</h2>
<p>Montag bis Freitag 9–17 Uhr, Samstag 10–14 Uhr. Telefon +46 8 123 456 70, E-Mail <a href="mailto:kundservice@encore.example">kundservice@encore.example</a>.</p>
<h2>Häufige Fragen</h2>
<h3>Kann ich den Namen auf dem Ticket ändern?</h3>
<p>Bei den meisten Veranstaltungen ja. Bitte melden Sie sich spätestens 24 Stunden vor Beginn.</p>
<h3>Die Veranstaltung wurde abgesagt – was nun?</h3>
<p>Sie erhalten Ihr Geld automatisch zurück. Mehr dazu unter <a href="/returns">Erstattung</a>.</p>
<h3>Ich habe meine Tickets nicht erhalten</h3>
<p>Unter <a href="/order-tracking">Sendungsverfolgung</a> erfahren Sie, wo Sie sie finden.</p>`,
    },
    'store-locator': {
      title: 'Vorverkaufsstellen',
      heading: 'Tickets an einer Vorverkaufsstelle kaufen',
      meta: 'Vorverkaufsstellen, an denen Sie Encore-Tickets vor Ort kaufen und abholen können.',
      html: `<p>Lieber persönlich kaufen? An unseren Vorverkaufsstellen zahlen Sie mit Karte oder bar.</p>
<ul>
<li><strong>Berlin:</strong> Kartenkasse am Alexanderplatz – Mo–Fr 10–19 Uhr, Sa 10–16 Uhr.</li>
<li><strong>Hamburg:</strong> Ticketshop Jungfernstieg – Mo–Sa 10–18 Uhr.</li>
<li><strong>München:</strong> Kulturkiosk am Marienplatz – täglich 9–20 Uhr.</li>
<li><strong>Stockholm:</strong> Encore Biljettkassa, Götgatan 28 – Mo–Fr 11–18 Uhr.</li>
</ul>
<p>Vorverkaufsstellen berechnen eine Servicegebühr von 2 € pro Bestellung. Die Abendkassen öffnen in der Regel zwei Stunden vor Beginn.</p>`,
    },
    'size-guide': {
      title: 'Platzwahl',
      heading: 'Den richtigen Platz wählen',
      meta: 'Ratgeber zu Ticketkategorien, Blöcken und Stehplätzen in Arenen und Theatern.',
      html: `<p>Die Ticketkategorie zeigt, wo Sie sitzen oder stehen. So sind sie meist aufgeteilt:</p>
<ul>
<li><strong>Parkett:</strong> Sitzplätze nah an der Bühne, die beste Sicht bei Theater und Oper.</li>
<li><strong>Rang / Balkon:</strong> weiter oben mit Überblick – bei Konzerten oft der beste Klang.</li>
<li><strong>Stehplatz:</strong> der Innenraum vor der Bühne. Wer zuerst kommt, steht vorn.</li>
<li><strong>VIP:</strong> die besten Plätze, oft mit eigenem Eingang und Bar.</li>
</ul>
<p>Bei manchen Veranstaltungen werden keine Einzeltickets verkauft, damit keine leeren Plätze zwischen Gruppen bleiben; das steht dann auf der Veranstaltungsseite. Sie benötigen einen barrierefreien Platz? Kontaktieren Sie vor dem Kauf den <a href="/customer-service">Kundenservice</a>.</p>`,
    },
    'gift-card': {
      title: 'Geschenkgutschein',
      heading: 'Ein Erlebnis verschenken',
      meta: 'Encore-Gutscheine gelten 24 Monate für alle Veranstaltungen.',
      html: `<p>Ein Encore-Gutschein gilt für alle Konzerte, Aufführungen und Spiele im Shop.</p>
<ul>
<li>Wählen Sie einen Betrag ab 20 €.</li>
<li>Der Gutschein ist 24 Monate ab Kaufdatum gültig.</li>
<li>Sie erhalten ihn sofort als PDF per E-Mail – zum Ausdrucken oder Weiterleiten.</li>
<li>Ein Restguthaben bleibt für den nächsten Einkauf erhalten.</li>
</ul>
<p>Eine Barauszahlung ist nicht möglich. Fragen? Wenden Sie sich an den <a href="/customer-service">Kundenservice</a>.</p>`,
    },
    delivery: {
      title: 'Versand',
      heading: 'Versandarten für Tickets',
      meta: 'E-Ticket, Handyticket oder Einschreiben: So kommen Ihre Tickets zu Ihnen.',
      html: `<p>Die Versandart wählen Sie im Checkout. Nicht jede Art ist bei jeder Veranstaltung verfügbar.</p>
<ul>
<li><strong>E-Ticket (0 €):</strong> ein PDF mit Barcode, direkt nach dem Kauf per E-Mail. Zeigen Sie es auf dem Handy oder drucken Sie es aus.</li>
<li><strong>Handyticket in der App (0 €):</strong> das Ticket erscheint in der App und kann nicht gedruckt werden.</li>
<li><strong>Einschreiben (5 €):</strong> gedruckte Tickets mit Sendungsverfolgung, Versand innerhalb von zwei Werktagen. Bitte spätestens zehn Tage vor der Veranstaltung bestellen.</li>
</ul>
<p>Jeder Barcode kann nur einmal gescannt werden. Teilen Sie deshalb niemals Fotos Ihres Tickets.</p>`,
    },
    returns: {
      title: 'Erstattung',
      heading: 'Rückgabe und Erstattung',
      meta: 'Was gilt, wenn eine Veranstaltung abgesagt oder verlegt wird oder Sie nicht teilnehmen können.',
      html: `<p>Gekaufte Tickets können grundsätzlich nicht zurückgegeben werden, da für termingebundene Veranstaltungen kein Widerrufsrecht besteht.</p>
<h2>Abgesagte Veranstaltung</h2>
<p>Wird die Veranstaltung abgesagt, erstatten wir den Ticketpreis automatisch innerhalb von 30 Tagen auf das verwendete Zahlungsmittel. Die Versandgebühr wird ebenfalls erstattet.</p>
<h2>Verlegte Veranstaltung</h2>
<p>Ihre Tickets gelten für den neuen Termin. Passt er Ihnen nicht, können Sie innerhalb von 14 Tagen nach Bekanntgabe eine Erstattung beantragen.</p>
<h2>Sie können nicht teilnehmen?</h2>
<p>Manche Veranstalter erlauben eine Namensänderung, damit Sie das Ticket weitergeben können. Fragen Sie beim <a href="/customer-service">Kundenservice</a> nach.</p>`,
    },
    'order-from-catalog': {
      title: 'Aus dem Programm bestellen',
      heading: 'Mit Veranstaltungscode bestellen',
      meta: 'Tickets aus unserem gedruckten Programm mit dem Veranstaltungscode bestellen.',
      html: `<p>In unserem gedruckten Saisonprogramm hat jede Veranstaltung einen Code, zum Beispiel <strong>KON-012</strong>. So bestellen Sie:</p>
<ol>
<li>Geben Sie den Code oben in die Suche ein – die Veranstaltung erscheint sofort.</li>
<li>Wählen Sie Kategorie und Anzahl und legen Sie die Tickets in den Warenkorb.</li>
<li>Bezahlen Sie wie gewohnt im Checkout.</li>
</ol>
<p>Sie können auch den Kundenservice unter +46 8 123 456 70 anrufen und den Code nennen. Das Programm können Sie kostenlos über die <a href="/contact">Kontaktseite</a> anfordern.</p>`,
    },
    contact: {
      title: 'Kontakt',
      heading: 'Kontakt',
      meta: 'Anschrift, Telefon und E-Mail der Encore Biljetter AB.',
      html: `<p><strong>Encore Biljetter AB</strong><br>Götgatan 28<br>118 46 Stockholm, Schweden</p>
<ul>
<li>Kundenservice: +46 8 123 456 70, <a href="mailto:kundservice@encore.example">kundservice@encore.example</a></li>
<li>Veranstalter und Kooperationen: <a href="mailto:hej@encore.example">hej@encore.example</a></li>
<li>Presse: <a href="mailto:press@encore.example">press@encore.example</a></li>
</ul>
<p>E-Mails beantworten wir innerhalb eines Werktags.</p>`,
    },
  },
  blocks: {
    'footer-about': {
      title: 'Über Encore',
      html: '<p>Encore verkauft Tickets für Konzerte, Theater, Oper, Sport, Stand-up und Shows.</p>',
    },
    'footer-service': {
      title: 'Kundenservice',
      html: '<p>Mo–Fr 9–17 Uhr, Sa 10–14 Uhr.<br>+46 8 123 456 70 · <a href="mailto:kundservice@encore.example">kundservice@encore.example</a></p>',
    },
    'home-intro': {
      title: 'Willkommen bei Encore',
      html: '<p>Sichere Ticketkäufe direkt beim Veranstalter. Ihre Tickets sind 10 Minuten reserviert, während Sie bezahlen.</p>',
    },
  },
  banners: {
    links: { concerts: '/c/konzerte', theatre: '/c/theater', standUp: '/c/stand-up', sport: '/c/sport' },
    head: { title: 'Livemusik, Theater und Sport', text: 'Sichern Sie sich Ihre Plätze, bevor sie weg sind.' },
    concerts: { title: 'Konzerte im Herbst', text: 'Vom Clubkonzert bis zur vollen Arena.' },
    theatre: { title: 'Oper und Theater', text: 'Premieren und Klassiker auf den großen Bühnen.' },
    standUp: { title: 'Stand-up', text: 'Lachen unter der Woche.' },
    giftCard: { title: 'Geschenkgutschein', text: 'Ein Erlebnis verschenken.' },
    sale: { title: 'Angebote', text: 'Jetzt reduziert.' },
    sport: { title: 'Sport live erleben', text: 'Spiele und Rennen – spüren Sie die Stimmung.' },
  },
};
