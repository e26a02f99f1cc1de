import type { StoreContent } from './types.ts';

export const sv: StoreContent = {
  pages: {
    legal: {
      title: 'Köpvillkor',
      heading: 'Köpvillkor för biljetter',
      meta: 'Villkoren som gäller när du köper biljetter till konserter, teater, sport och andra evenemang hos Encore.',
      html: `<p>Dessa villkor gäller för alla biljettköp hos Encore Biljetter AB (org.nr 559012-3456), nedan kallat Encore. Genom att slutföra ett köp godkänner du villkoren.</p>
<h2>Biljetten</h2>
<p>Encore säljer biljetter på uppdrag av arrangören. Avtalet om själva evenemanget ingås mellan dig och arrangören, som ansvarar för genomförandet. En biljett ger rätt till en plats eller ett inträde vid det tillfälle som anges på biljetten.</p>
<h2>Priser och betalning</h2>
<ul>
<li>Alla priser anges i kronor inklusive moms (6 % på biljetter till kultur- och idrottsevenemang).</li>
<li>Du kan betala med Swish, kort, Apple Pay, Google Pay, Klarna eller PayPal.</li>
<li>Köpet är bindande när betalningen har godkänts och du har fått en orderbekräftelse.</li>
</ul>
<h2>Reservation</h2>
<p>När du lägger biljetter i varukorgen reserveras de åt dig i 10 minuter. Hinner du inte betala inom den tiden släpps biljetterna till andra köpare.</p>
<h2>Ångerrätt</h2>
<p>Enligt lagen om distansavtal gäller inte ångerrätt för biljetter till evenemang som äger rum på ett bestämt datum. Läs mer om vad som gäller vid inställda eller flyttade evenemang på sidan <a href="/returns">Återbetalning</a>.</p>
<h2>Tvister</h2>
<p>Vi följer Allmänna reklamationsnämndens rekommendationer. Svensk lag gäller för dessa villkor.</p>`,
    },
    privacy: {
      title: 'Integritetspolicy',
      heading: 'Så behandlar vi dina personuppgifter',
      meta: 'Vilka personuppgifter Encore behandlar, varför, hur länge och vilka rättigheter du har enligt GDPR.',
      html: `<p>Encore Biljetter AB är personuppgiftsansvarig för de uppgifter du lämnar när du handlar hos oss. Vi behandlar dem enligt dataskyddsförordningen (GDPR).</p>
<h2>Vilka uppgifter vi sparar</h2>
<ul>
<li>Namn, e-postadress, telefonnummer och adress som du anger i kassan.</li>
<li>Orderhistorik: vilka biljetter du har köpt och när.</li>
<li>Tekniska uppgifter som cookies, om du har samtyckt till dem.</li>
</ul>
<h2>Varför</h2>
<p>Vi behöver uppgifterna för att leverera dina biljetter, kunna kontakta dig om ett evenemang ändras och uppfylla bokföringslagen. Nyhetsbrev och påminnelser skickar vi bara om du har valt det.</p>
<h2>Hur länge</h2>
<p>Orderuppgifter sparas i sju år enligt bokföringslagen. Kontouppgifter sparas tills du avslutar ditt konto.</p>
<h2>Dina rättigheter</h2>
<p>Du har rätt att få ett utdrag av dina uppgifter, få fel rättade, begära radering och invända mot marknadsföring. Kontakta oss på <a href="mailto:dataskydd@encore.example">dataskydd@encore.example</a>. Du kan även klaga hos Integritetsskyddsmyndigheten (IMY).</p>`,
    },
    magazine: {
      title: 'Magasinet',
      heading: 'Encore Magasin',
      meta: 'Intervjuer, guider och tips inför säsongens konserter, föreställningar och matcher.',
      html: `<p>Här samlar vi reportage, artistintervjuer och tips för dig som älskar livescenen.</p>
<h2>Guide: Så får du ut mest av en arenakonsert</h2>
<p>Kom i god tid – insläppet öppnar oftast 90 minuter före start. Ha biljetten redo i mobilen med full skärmljusstyrka, och kolla arenans regler för väskor i förväg. Ståplats nära scenen? Då är hörselskydd en bra investering.</p>
<h2>Fem föreställningar att inte missa i höst</h2>
<p>Från nyskriven svensk dramatik till klassisk opera: vår redaktion har valt ut höstens mest omtalade premiärer. Hitta dem under <a href="/c/teater">Teater</a> och <a href="/c/opera">Opera</a>.</p>
<h2>Bakom kulisserna på en stå-uppklubb</h2>
<p>Vi följde en kväll på en av Stockholms klubbar – från soundcheck till sista skrattet.</p>`,
    },
    sale: {
      title: 'Erbjudanden',
      heading: 'Aktuella erbjudanden',
      meta: 'Rabatterade biljetter och kampanjer på konserter, teater och sport just nu.',
      html: `<p>Här hittar du evenemang med sänkta priser. Kampanjpriser gäller under en begränsad period och så länge biljetterna räcker – det rabatterade priset visas överstruket bredvid ordinarie pris på evenemangssidan.</p>
<ul>
<li><strong>Sista minuten:</strong> utvalda föreställningar samma vecka till reducerat pris.</li>
<li><strong>Gruppbiljetter:</strong> köp fler biljetter till samma evenemang och se om arrangören erbjuder gruppris.</li>
<li><strong>Presentkort:</strong> ge bort en upplevelse – se <a href="/gift-card">Presentkort</a>.</li>
</ul>
<p>Bläddra bland alla <a href="/c/konserter">konserter</a> och <a href="/c/sport">sportevenemang</a>.</p>`,
    },
    'order-tracking': {
      title: 'Spåra din order',
      heading: 'Var är mina biljetter?',
      meta: 'Så hittar du dina e-biljetter, mobilbiljetter och spårar biljetter som skickas med post.',
      html: `<p>Hur du hittar dina biljetter beror på vilket leveranssätt du valde i kassan.</p>
<ul>
<li><strong>E-biljett:</strong> skickas till din e-post direkt efter köpet. Kolla skräpposten om den inte syns inom 15 minuter.</li>
<li><strong>Mobilbiljett:</strong> finns i appen under Mina biljetter, senast 48 timmar före evenemanget.</li>
<li><strong>Rekommenderat brev:</strong> skickas inom två arbetsdagar. Spårningsnumret finns i leveransbekräftelsen.</li>
</ul>
<p>Är du inloggad ser du alla dina ordrar under Mitt konto. Har du inte fått dina biljetter? Kontakta <a href="/customer-service">kundtjänst</a> och ange ditt ordernummer.</p>`,
    },
    'about-us': {
      title: 'Om oss',
      heading: 'Om Encore',
      meta: 'Encore är en svensk biljettbutik för konserter, teater, opera, sport, stå-upp och shower.',
      html: `<p>Encore grundades i Stockholm av människor som har jobbat med livemusik, teater och idrott i många år. Vi säljer biljetter till evenemang över hela Sverige och i Tyskland – från små klubbspelningar till fulla arenor.</p>
<h2>Vad vi tror på</h2>
<ul>
<li><strong>Tydliga priser.</strong> Priset du ser är priset du betalar, moms inräknad.</li>
<li><strong>Rättvis försäljning.</strong> Biljetter reserveras i tio minuter så att ingen kan hamstra dem.</li>
<li><strong>Trygga köp.</strong> Vi säljer bara biljetter direkt från arrangörerna.</li>
</ul>
<p>Vi är ett team på 24 personer med kontor på Södermalm. Vill du jobba med oss eller sälja biljetter genom Encore? Skriv till <a href="mailto:hej@encore.example">hej@encore.example</a>.</p>`,
    },
    'customer-service': {
      title: 'Kundtjänst',
      heading: 'Kundtjänst',
      meta: 'Kontakta Encores kundtjänst och få svar på vanliga frågor om biljetter, betalning och leverans.',
      html: `<p>Vi hjälper dig gärna. De flesta frågor har svar här nedan – annars når du oss via telefon, e-post eller chatt.</p>
<h2>Öppettider</h2>
<p>Vardagar 09.00–17.00, lördagar 10.00–14.00. Telefon 08-123 456 70, e-post <a href="mailto:kundservice@encore.example">kundservice@encore.example</a>.</p>
<h2>Vanliga frågor</h2>
<h3>Kan jag ändra namn på biljetten?</h3>
<p>Ja, för de flesta evenemang. Kontakta oss senast 24 timmar före start.</p>
<h3>Evenemanget är inställt – vad händer nu?</h3>
<p>Du får pengarna tillbaka automatiskt. Läs mer under <a href="/returns">Återbetalning</a>.</p>
<h3>Jag har inte fått mina biljetter</h3>
<p>Se <a href="/order-tracking">Spåra din order</a> för hur du hittar dem.</p>`,
    },
    'store-locator': {
      title: 'Biljettombud',
      heading: 'Köp biljetter hos ett ombud',
      meta: 'Biljettombud där du kan köpa och hämta Encore-biljetter på plats.',
      html: `<p>Vill du hellre handla över disk? Hos våra ombud kan du köpa biljetter och betala med kort eller kontant.</p>
<ul>
<li><strong>Stockholm:</strong> Encore Biljettkassa, Götgatan 28 – vardagar 11–18, lördag 11–15.</li>
<li><strong>Göteborg:</strong> Kulturkiosken, Kungsportsavenyn 12 – vardagar 10–18.</li>
<li><strong>Malmö:</strong> Tidningsbutiken vid Gustav Adolfs torg – alla dagar 8–20.</li>
<li><strong>Uppsala:</strong> Turistbyrån, Kungsgatan 59 – vardagar 10–17.</li>
</ul>
<p>Ombuden tar ut en serviceavgift på 20 kr per order. Arenornas egna biljettkassor öppnar normalt två timmar före evenemanget.</p>`,
    },
    'size-guide': {
      title: 'Platsguide',
      heading: 'Välj rätt plats',
      meta: 'Guide till biljettkategorier, sektioner och ståplats på arenor och teatrar.',
      html: `<p>Biljettkategorierna säger var i lokalen du sitter eller står. Så här brukar de fördelas:</p>
<ul>
<li><strong>Parkett:</strong> sittplatser närmast scenen, bäst sikt på teater och opera.</li>
<li><strong>Läktare / balkong:</strong> högre upp med överblick – ofta det bästa ljudet på konserter.</li>
<li><strong>Ståplats:</strong> golvet framför scenen. Först till kvarn gäller.</li>
<li><strong>VIP:</strong> bästa platserna, ofta med egen entré och bar.</li>
</ul>
<p>Vissa evenemang säljer inte enstaka biljetter för att undvika tomma stolar mellan sällskap; då ser du det på evenemangssidan. Behöver du en plats med tillgänglighetsanpassning? Kontakta <a href="/customer-service">kundtjänst</a> innan du köper.</p>`,
    },
    'gift-card': {
      title: 'Presentkort',
      heading: 'Ge bort en upplevelse',
      meta: 'Encores presentkort gäller för alla evenemang i 24 månader.',
      html: `<p>Ett presentkort från Encore kan användas till alla konserter, föreställningar och matcher i butiken.</p>
<ul>
<li>Välj valfritt belopp från 200 kr.</li>
<li>Presentkortet gäller i 24 månader från köpdatum.</li>
<li>Du får det som PDF direkt i e-posten – skriv ut det eller skicka vidare.</li>
<li>Restvärdet sparas och kan användas vid nästa köp.</li>
</ul>
<p>Presentkort kan inte lösas in mot kontanter. Frågor? Hör av dig till <a href="/customer-service">kundtjänst</a>.</p>`,
    },
    delivery: {
      title: 'Leverans',
      heading: 'Leveranssätt för biljetter',
      meta: 'E-biljett, mobilbiljett eller rekommenderat brev: så levereras dina biljetter.',
      html: `<p>Du väljer leveranssätt i kassan. Tillgängliga sätt kan variera mellan evenemang.</p>
<ul>
<li><strong>E-biljett (0 kr):</strong> en PDF med streckkod som skickas till din e-post direkt efter köpet. Visa den i mobilen eller skriv ut den.</li>
<li><strong>Mobilbiljett i appen (0 kr):</strong> biljetten visas i appen och kan inte skrivas ut.</li>
<li><strong>Rekommenderat brev (49 kr):</strong> tryckta biljetter med spårning, skickas inom två arbetsdagar. Beställ senast tio dagar före evenemanget.</li>
</ul>
<p>Varje streckkod kan bara skannas en gång. Dela därför aldrig bilder på din biljett.</p>`,
    },
    returns: {
      title: 'Återbetalning',
      heading: 'Återköp och återbetalning',
      meta: 'Vad som gäller om ett evenemang ställs in, flyttas eller om du inte kan gå.',
      html: `<p>Köpta biljetter kan normalt inte lämnas tillbaka, eftersom ångerrätten inte gäller evenemang på ett bestämt datum.</p>
<h2>Inställt evenemang</h2>
<p>Ställs evenemanget in får du tillbaka biljettpriset automatiskt till det betalsätt du använde, inom 30 dagar. Leveransavgiften återbetalas också.</p>
<h2>Flyttat evenemang</h2>
<p>Dina biljetter gäller det nya datumet. Passar det inte kan du begära återbetalning inom 14 dagar från att det nya datumet meddelats.</p>
<h2>Kan du inte gå?</h2>
<p>Vissa arrangörer tillåter namnbyte så att du kan ge biljetten till någon annan. Kontakta <a href="/customer-service">kundtjänst</a> för att se vad som gäller för ditt evenemang.</p>`,
    },
    'order-from-catalog': {
      title: 'Beställ från programmet',
      heading: 'Beställ med evenemangskod',
      meta: 'Beställ biljetter från vårt tryckta program med evenemangskoden.',
      html: `<p>I vårt tryckta säsongsprogram har varje evenemang en kod, till exempel <strong>KON-012</strong>. Så här beställer du:</p>
<ol>
<li>Sök på koden i sökfältet högst upp – evenemanget visas direkt.</li>
<li>Välj biljettkategori och antal och lägg i varukorgen.</li>
<li>Betala i kassan som vanligt.</li>
</ol>
<p>Du kan också ringa kundtjänst på 08-123 456 70 och uppge koden, så bokar vi åt dig. Programmet kan beställas kostnadsfritt via <a href="/contact">kontaktsidan</a>.</p>`,
    },
    contact: {
      title: 'Kontakt',
      heading: 'Kontakta oss',
      meta: 'Adress, telefon och e-post till Encore Biljetter AB.',
      html: `<p><strong>Encore Biljetter AB</strong><br>Götgatan 28<br>118 46 Stockholm</p>
<ul>
<li>Kundtjänst: 08-123 456 70, <a href="mailto:kundservice@encore.example">kundservice@encore.example</a></li>
<li>Arrangörer och samarbeten: <a href="mailto:hej@encore.example">hej@encore.example</a></li>
<li>Press: <a href="mailto:press@encore.example">press@encore.example</a></li>
</ul>
<p>Vi svarar på e-post inom en arbetsdag.</p>`,
    },
  },
  blocks: {
    'footer-about': {
      title: 'Om Encore',
      html: '<p>Encore säljer biljetter till konserter, teater, opera, sport, stå-upp och shower i hela Sverige.</p>',
    },
    'footer-service': {
      title: 'Kundtjänst',
      html: '<p>Vardagar 09–17, lördagar 10–14.<br>08-123 456 70 · <a href="mailto:kundservice@encore.example">kundservice@encore.example</a></p>',
    },
    'home-intro': {
      title: 'Välkommen till Encore',
      html: '<p>Trygga biljettköp direkt från arrangörerna. Biljetterna reserveras i 10 minuter medan du betalar.</p>',
    },
  },
  banners: {
    links: { concerts: '/c/konserter', theatre: '/c/teater', standUp: '/c/sta-upp', sport: '/c/sport' },
    head: { title: 'Livemusik, teater och sport i hela Sverige', text: 'Säkra dina platser innan de tar slut.' },
    concerts: { title: 'Höstens konserter', text: 'Från klubbspelningar till fulla arenor.' },
    theatre: { title: 'Opera och teater', text: 'Premiärer och klassiker på landets scener.' },
    standUp: { title: 'Stå-upp', text: 'Skratta högt en vardagskväll.' },
    giftCard: { title: 'Presentkort', text: 'Ge bort en upplevelse.' },
    sale: { title: 'Erbjudanden', text: 'Sänkta priser just nu.' },
    sport: { title: 'Sport på plats', text: 'Matcher och lopp – känn stämningen.' },
  },
};
