import { CHAT_WIDGET_IT } from './chat-widget.ts';
import type { Messages } from './en.ts';

/** Italian UI messages. */
export const it: Messages = {
  meta: {
    siteDescription:
      'Terapia vibrazionale, letture energetiche e guida spirituale dal Brasile: articoli su chakra, aura, tarocchi e meditazione, corsi e sessioni individuali.',
    ogImageAlt: 'Vibra — guida spirituale e terapia vibrazionale',
  },
  common: {
    serverBusy: 'Il sito è molto affollato in questo momento. Riprova tra qualche secondo.',
    invalidAddress: 'Questo indirizzo non è valido.',
    methodNotAllowed: 'Questo indirizzo non accetta questo tipo di richiesta.',
    notTranslated: 'Questa pagina non è ancora stata tradotta in italiano. Stai leggendo la versione in inglese.',
    skipToContent: 'Vai al contenuto principale',
    bookReading: 'Prenota una lettura',
    sampleNotice: 'Contenuto di esempio — sarà sostituito dal testo definitivo.',
    comingSoon: 'Stiamo preparando questa pagina. Torna a trovarci presto.',
    minutesRead: '{minutes} min di lettura',
  },
  navbar: {
    label: 'Principale',
    home: '{brand} — home',
    services: 'Servizi',
    blog: 'Blog',
    courses: 'Corsi',
    products: 'Prodotti',
    about: 'Chi sono',
    webVitals: 'Web Vitals',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
  },
  languageSwitcher: {
    label: 'Lingua',
    current: 'Lingua attuale: {language}',
    switchTo: 'Leggi questa pagina in {language}',
  },
  hero: {
    eyebrow: 'Terapia vibrazionale · Guida spirituale',
    title: 'Ritorna al tuo centro',
    subtitle:
      'Una guida delicata e concreta per la tua energia, la tua intuizione e la tua vita spirituale di ogni giorno — con sessioni, corsi e articoli gratuiti.',
    ctaBlog: 'Leggi gli articoli',
    ctaTopics: 'Esplora i temi',
    videoLabel: "Luce tenue che scorre sull'acqua (video decorativo)",
  },
  aboutTherapist: {
    heading: 'Ciao, sono {name}',
    avatarAlt: 'Ritratto di {name}',
    paragraph1:
      'Da oltre {years} anni accompagno le persone nei momenti di cambiamento con letture energetiche, lavoro sui chakra, radiestesia e meditazione. Il mio approccio è calmo e concreto: osserviamo ciò che sta accadendo nella tua vita e nella tua energia e troviamo pratiche che puoi davvero mantenere nel tempo.',
    paragraph2:
      "Non serve seguire alcuna religione né credere in qualcosa in particolare. Bastano un po' di curiosità e un po' di tempo per te. Le sessioni si svolgono online o di persona in Brasile, in portoghese, inglese, spagnolo o italiano.",
    cta: 'Scopri di più su di me',
  },
  topics: {
    heading: 'Temi da esplorare',
    intro: 'Inizia da ciò che ti attira di più. Ogni tema apre un articolo pratico.',
    items: {
      chakraAlignment: {
        title: 'Allineamento dei chakra',
        text: 'Scopri i sette centri energetici e alcuni modi semplici per riequilibrarli.',
      },
      auraExpansion: {
        title: "Espansione dell'aura",
        text: 'Rafforza e illumina il campo energetico che ti circonda.',
      },
      radionicsTables: {
        title: 'Tavole radioniche',
        text: 'Come gli operatori lavorano con tavole e pendolo, passo dopo passo.',
      },
      beginnerSpirituality: {
        title: 'Spiritualità per principianti',
        text: 'I primi passi verso una vita spirituale che si adatti alla tua quotidianità.',
      },
      nonReligiousSpirituality: {
        title: 'Spiritualità senza religione',
        text: 'Senso, presenza e connessione, senza aderire ad alcuna tradizione.',
      },
      guidedMeditation: {
        title: 'Meditazione guidata',
        text: "Da cinque a dieci minuti di quiete al giorno, e come farli diventare un'abitudine.",
      },
      lawOfAttraction: {
        title: "Legge dell'attrazione",
        text: 'Intenzione, azione e gratitudine, senza pensiero magico.',
      },
      quantumEnergy: {
        title: 'Energia quantistica',
        text: 'Cosa significa questa metafora nella pratica spirituale, e cosa non significa.',
      },
    },
  },
  video: {
    heading: "Ho'oponopono: una pratica di riconciliazione",
    text: 'Quattro semplici frasi — mi dispiace, perdonami, grazie, ti amo — e qualche minuto di presenza. Guarda la breve pratica guidata.',
    play: "Riproduci il video di Ho'oponopono",
    thumbnailAlt: "Pratica guidata di Ho'oponopono — anteprima del video",
    privacyNote: 'Il video viene caricato da YouTube (modalità privacy avanzata) solo dopo che hai premuto play.',
    iframeTitle: "Pratica guidata di Ho'oponopono (video YouTube)",
  },
  services: {
    heading: 'Servizi',
    intro: 'Sessioni individuali, corsi e cerchi — online o di persona.',
    featured: 'Più richiesto',
    viewAll: 'Tutti i servizi',
  },
  featuredProducts: {
    heading: 'Corsi e prodotti in evidenza',
    intro: "Strumenti per continuare a praticare tra una sessione e l'altra.",
    from: 'A partire da {price}',
    categories: { course: 'Corso', ebook: 'E-book', product: 'Prodotto' },
  },
  testimonials: {
    heading: 'Storie di Trasformazione',
    intro: 'Cosa raccontano le persone dopo le sessioni.',
    rating: 'Valutazione: {rating} su 5',
  },
  faq: {
    heading: 'Domande frequenti',
    intro: 'Le risposte alle domande che arrivano più spesso prima del primo incontro.',
    contactPrompt: 'Hai ancora qualche dubbio?',
    contactLink: 'Scrivimi',
  },
  quiz: {
    heading: 'Quale pratica fa per te adesso?',
    intro:
      'Sei domande tranquille su come vivi e ti senti in questo periodo. Circa due minuti e, alla fine, se lo desideri, una guida gratuita per il tuo percorso.',
    start: 'Inizia il quiz',
    progress: 'Domanda {current} di {total}',
    progressLabel: 'I tuoi progressi nel quiz',
    back: 'Indietro',
    next: 'Avanti',
    seeResult: 'Scopri il mio risultato',
    incomplete: 'Rispondi a tutte le domande per vedere il risultato: una o più sono rimaste senza risposta.',
    chooseOne: 'Scegli una risposta per continuare.',
    tiebreakerTitle: "Un'ultima domanda",
    decide: 'Mostrami il mio percorso',
    transitionLabel: 'Sto preparando il tuo risultato',
    skip: 'Salta',
    resultEyebrow: 'Il tuo risultato del quiz',
    resultTitle: '{name}: il tuo percorso adesso',
    resultDescription: '{tagline} Pratiche per questa settimana, dal quiz di Vibra.',
    thisWeek: 'Cosa provare questa settimana',
    readMore: 'Approfondisci questo percorso',
    bookHeading: 'Vuoi andare più a fondo?',
    bookText: 'In una lettura personale guardiamo insieme la tua energia e scegliamo le pratiche più adatte a te.',
    sharedHeading: 'Quale percorso fa per te?',
    sharedText:
      "Sei domande tranquille, circa due minuti: scopri se adesso fa per te l'allineamento dei chakra, l'espansione dell'aura o le tavole radioniche.",
    takeQuiz: 'Fai il quiz',
    retake: 'Rifai il quiz',
    noScriptNote:
      'Le sei domande sono tutte in questa pagina. Scegli una risposta per ciascuna e scopri il tuo risultato.',
    shareAlt: '{name} — un risultato del quiz spirituale di Vibra',
    captureHeading: 'La tua guida gratuita via e-mail',
    captureText:
      "Una breve guida per il tuo percorso, con una pratica quotidiana e un piano per le prime settimane. Un'e-mail e nient'altro, a meno che tu non lo chieda.",
    captureEmailLabel: 'Il tuo indirizzo e-mail',
    captureNewsletter: 'Inviami anche la newsletter (circa una volta al mese; ti cancelli con un clic).',
    captureSubmit: 'Inviami la guida',
    captureSending: 'Invio in corso...',
    thankYouTitle: 'Grazie!',
    thankYouText: 'La guida è stata inviata a {email}. Se non arriva entro qualche minuto, controlla la cartella spam.',
    guideEyebrow: 'La tua guida gratuita',
    guideTitle: '{title} — guida gratuita',
    errorInline: 'Non è stato possibile inviare la guida: {message}',
    guidePdf: 'Scarica questa guida in PDF',
  },
  newsletter: {
    heading: 'Una meditazione guidata sui chakra, in regalo',
    intro: "Iscriviti alla newsletter e ricevi in regalo di benvenuto l'audio di una meditazione guidata sui chakra.",
    emailLabel: 'Il tuo indirizzo e-mail',
    placeholder: 'tu@esempio.it',
    submit: 'Iscriviti',
    sending: 'Invio in corso...',
    privacy: "Al massimo un'e-mail al mese. Puoi annullare l'iscrizione con un clic.",
    invalidEmail: 'Inserisci un indirizzo e-mail valido',
    /** Label of the field bots fill and people never see (the honeypot). */
    honeypotLabel: 'Lascia vuoto questo campo',
    successTitle: 'Fatto!',
    successBody: 'La tua iscrizione alla nostra newsletter spirituale è andata a buon fine.',
    successGift:
      'Il tuo regalo, una meditazione guidata sui chakra, sta arrivando nella tua casella di posta. Se non arriva entro qualche minuto, controlla la cartella spam.',
    pendingTitle: 'Controlla la tua casella di posta',
    pendingBody:
      "Ti abbiamo inviato un'e-mail: prima conferma lì la tua iscrizione, poi riceverai il tuo regalo, una meditazione guidata sui chakra. Se l'e-mail non arriva entro qualche minuto, controlla la cartella spam.",
    duplicateInline: 'Questo indirizzo e-mail è già iscritto alla nostra newsletter.',
    duplicateTitle: 'Indirizzo e-mail già iscritto',
    duplicateBody: 'Questo indirizzo e-mail fa già parte della nostra lista.',
    errorInline: "Errore durante l'iscrizione: {message}",
    errorTitle: 'Errore',
    errorBody: "Si è verificato un errore durante l'iscrizione del tuo indirizzo e-mail.",
    connectionInline: 'Si è verificato un problema di connessione. Riprova.',
    connectionTitle: 'Errore di connessione',
    connectionBody: 'Impossibile connettersi al server. Riprova più tardi.',
    dismiss: 'Chiudi la notifica',
    /** Safe reasons shown in place of {message} in errorInline: never a raw server error. */
    reasons: {
      invalidRequest: 'il modulo non è arrivato come previsto. Ricarica la pagina e riprova.',
      tooLarge: 'il modulo ha inviato più dati del previsto.',
      unsupported: 'il modulo è stato inviato in un formato che il sito non accetta.',
      crossSite: 'il modulo è stato inviato da un altro sito.',
      rateLimited: 'troppi tentativi dalla tua connessione. Attendi un minuto e riprova.',
      unavailable:
        'il nostro servizio è temporaneamente non disponibile e non è stato salvato nulla. Riprova tra un momento.',
      unexpected: 'qualcosa non ha funzionato da parte nostra. Riprova più tardi.',
    },
  },
  /** The pages linked from newsletter e-mails. */
  newsletterPages: {
    unsubscribeTitle: "Annulla l'iscrizione alla newsletter",
    unsubscribeIntro: 'Premi il pulsante per non ricevere più la newsletter di Vibra a questo indirizzo.',
    unsubscribeButton: "Annulla l'iscrizione",
    unsubscribedTitle: 'La tua iscrizione è stata annullata',
    unsubscribedBody:
      'Non riceverai più la newsletter a questo indirizzo. Se si è trattato di un errore, puoi iscriverti di nuovo qui sotto.',
    confirmTitle: 'Conferma la tua iscrizione',
    confirmIntro:
      'Premi il pulsante per confermare che vuoi ricevere la newsletter e il tuo regalo di benvenuto a questo indirizzo.',
    confirmButton: 'Conferma la mia iscrizione',
    confirmedTitle: 'La tua iscrizione è confermata',
    confirmedBody:
      'Ti diamo il benvenuto! La tua meditazione guidata sui chakra sta arrivando nella tua casella di posta, e la trovi anche qui:',
    invalidLinkTitle: 'Questo link non funziona più',
    invalidLinkBody:
      "Potrebbe essere incompleto o provenire da una vecchia e-mail. Apri di nuovo il link dall'e-mail, oppure scrivici e ti aiuteremo.",
    giftIntro:
      'Il tuo regalo di benvenuto: una meditazione guidata attraverso i sette chakra. Trova un luogo tranquillo, siediti o sdraiati comodamente e, se puoi, usa le cuffie.',
    giftListen: 'Ascolta la meditazione',
    giftDownload: "Scarica l'audio (MP3, {size})",
    giftDuration: '{minutes} minuti',
    giftTranscript: 'Trascrizione',
    backHome: 'Torna alla home',
  },
  newsletterArchive: {
    pastEditions: 'Numeri precedenti',
    heading: 'I numeri precedenti della newsletter',
    intro:
      'I numeri già inviati a chi è iscritto, raccolti qui perché tu possa leggerli con calma, con i tuoi tempi. Il più recente viene per primo.',
    sentOn: 'Inviato il {date}',
    empty: 'Ancora nessun numero: iscriviti per ricevere il primo.',
    feed: 'Segui i nuovi numeri via RSS',
    feedDescription:
      'I numeri precedenti della newsletter di Vibra in italiano: pratiche, riflessioni e novità, così come sono stati inviati.',
    allEditions: 'Tutti i numeri',
    alsoIn: 'Anche in',
    nextHeading: 'Ricevi il prossimo nella tua casella di posta',
    notInLanguageHeading: 'Questo numero non è stato scritto in italiano',
    notInLanguageText: 'È stato inviato in altre lingue. Puoi leggerlo in:',
    notFoundHeading: 'Questo numero non è nell’archivio',
    notFoundText: 'Forse è stato tolto dall’archivio, o l’indirizzo è incompleto. Tutti gli altri numeri sono qui:',
    unavailable: 'Al momento non è possibile aprire l’archivio. Riprova tra qualche minuto.',
  },
  /** E-mails to subscribers (HTML and plain text are made from the same texts). */
  email: {
    footerWhy: 'Ricevi questa e-mail perché questo indirizzo è stato iscritto alla newsletter su {site}.',
    unsubscribe: "Annulla l'iscrizione",
    signature: 'Con luce,',
    careNote: 'Le pratiche energetiche affiancano, e non sostituiscono mai, le cure mediche o psicologiche.',
    welcomeSubject: 'Ecco la tua meditazione guidata sui chakra',
    welcomePreheader: 'Un regalo di benvenuto: una meditazione guidata attraverso i sette chakra.',
    welcomeGreeting: 'Ti do il benvenuto nella newsletter!',
    welcomeIntro:
      'Grazie per la tua iscrizione. Come promesso, ecco il tuo regalo di benvenuto: una meditazione guidata attraverso i sette chakra, di circa {minutes} minuti.',
    welcomeListen: 'Ascolta la meditazione',
    welcomeTip: 'Trova un luogo tranquillo, siediti o sdraiati comodamente e, se puoi, usa le cuffie.',
    welcomeNext: "Circa una volta al mese ti scriverò con nuovi articoli, pratiche e date dei corsi. Nient'altro.",
    confirmSubject: 'Conferma la tua iscrizione alla newsletter',
    confirmPreheader: 'Un clic e la tua meditazione guidata sui chakra è in arrivo.',
    confirmIntro:
      'Qualcuno (speriamo proprio tu) ha chiesto di ricevere la newsletter a questo indirizzo. Conferma per ricevere il tuo regalo di benvenuto, una meditazione guidata sui chakra.',
    confirmButton: 'Conferma la mia iscrizione',
    confirmIgnore: "Se non l'hai chiesto tu, ignora questa e-mail: questo indirizzo non verrà iscritto.",
    quizGuideSubject: 'La tua guida gratuita: {title}',
    quizGuidePreheader: 'La guida del tuo risultato del quiz, con una pratica semplice per iniziare.',
    quizGuideIntro:
      'Grazie per aver fatto il quiz. Le tue risposte hanno indicato {name}, ed ecco la guida gratuita che hai chiesto: {title}.',
    quizGuideButton: 'Leggi la tua guida',
    quizGuideAfter:
      "Questa è un'unica e-mail: non riceverai altro da me, a meno che tu non abbia scelto la newsletter.",
    quizFooterWhy: 'Ricevi questa e-mail perché la guida del quiz è stata richiesta per questo indirizzo su {site}.',
    quizGuidePdf: 'La stessa guida in PDF, da conservare o stampare: {url}',
    privacyLink: 'I tuoi dati: vederli o cancellarli',
    privacySubject: 'Il tuo link per vedere o cancellare i tuoi dati',
    privacyPreheader: 'Un link che funziona una volta, per 24 ore.',
    privacyIntro:
      'Qualcuno, speriamo tu, ha chiesto su {site} di vedere o cancellare ciò che il sito conserva su questo indirizzo. Il pulsante apre una pagina dove puoi scaricare tutto e cancellarlo.',
    privacyButton: 'Vedi o cancella i miei dati',
    privacyAfter:
      'Il link funziona una volta, per 24 ore. Se non l’hai chiesto tu, ignora questa e-mail: non cambia nulla.',
    privacyFooterWhy:
      'Ricevi questa e-mail perché è stata fatta una richiesta sulla privacy per questo indirizzo su {site}.',
    /** An edition's link to its page in the public archive. */
    readOnSite: 'Leggila sul sito',
  },
  /** A booked session's mails: the visitor's, in their language, and the owner's notice. */
  bookingMail: {
    greeting: 'Ciao {name},',
    /** {service} is the session's title, {date} its day in the reader's time zone. */
    confirmationSubject: 'La tua sessione è prenotata: {service}, {date}',
    confirmationPreheader: 'Quando, dove e come pagare, con l’invito per il tuo calendario.',
    confirmationIntro:
      'Grazie per aver prenotato una sessione con me. Sono felice del nostro incontro; qui trovi tutto quello che ti serve.',
    /** The reminder, about a day before. */
    reminderSubject: 'A presto: {service}, {date}',
    reminderPreheader: 'Un promemoria della tua sessione, con i dettagli.',
    reminderIntro:
      'Ti scrivo per ricordarti, con affetto, che la nostra sessione si avvicina. Ecco di nuovo i dettagli, così li hai a portata di mano.',
    cancellationSubject: 'La tua sessione è annullata: {service}, {date}',
    cancellationPreheader: 'La sessione è annullata e il suo orario è di nuovo libero.',
    cancellationIntro:
      'Questa sessione è annullata e il suo orario è di nuovo libero. L’aggiornamento allegato la toglie dal tuo calendario.',
    cancellationPaid: 'Se avevi già pagato, ti scriverò per accordarci sulla restituzione dell’importo.',
    cancellationAgain: 'Quando sentirai che è il momento giusto, sarò felice di accoglierti in un altro orario.',
    /** A session the visitor moved: its new time, with the calendar's update. */
    changeSubject: 'La tua sessione è stata spostata: {service}, {date}',
    changePreheader: 'Il nuovo orario, con l’aggiornamento per il tuo calendario.',
    changeIntro:
      'La tua sessione è stata spostata al nuovo orario. Ecco i dettagli; l’aggiornamento allegato la sposta anche nel tuo calendario.',
    changeCalendarNote: 'L’invito allegato sostituisce quello precedente nel tuo calendario.',
    /** The visitor's own signed links to move or cancel; {until} is the owner's cut-off, in the visitor's zone. */
    changeHeading: 'Devi cambiare qualcosa?',
    changeUntil: 'Puoi spostare o annullare la sessione in autonomia fino a {until}.',
    rescheduleLink: 'Sposta a un altro orario',
    cancelLink: 'Annulla la sessione',
    rebookButton: 'Prenota un altro orario',
    /** Before an unpaid booking is released; {deadline} is when, in the visitor's time zone. */
    releaseNoticeSubject: 'In attesa del tuo pagamento: {service}, {date}',
    releaseNoticePreheader: 'Il tuo orario resta riservato per te fino a {deadline}.',
    releaseNoticeIntro:
      'L’orario della tua sessione è ancora riservato per te, ma il tuo pagamento non mi è ancora arrivato. Se non arriva entro {deadline}, l’orario verrà liberato perché un’altra persona possa prenotarlo. Se hai appena pagato, grazie: non devi fare nient’altro.',
    /** An unpaid booking released: the visitor's last mail about it, with the calendar's cancellation. */
    releasedSubject: 'L’orario della tua sessione è stato liberato: {service}, {date}',
    releasedPreheader: 'Il pagamento non è arrivato in tempo, quindi l’orario è di nuovo libero.',
    releasedIntro:
      'Poiché il pagamento non è arrivato in tempo, l’orario riservato per la nostra sessione è stato liberato. L’aggiornamento allegato la toglie dal tuo calendario.',
    releasedPaid:
      'Se hai pagato e i nostri messaggi si sono incrociati, rispondi pure o scrivimi a {email}: troveremo un altro orario.',
    labelSession: 'Sessione',
    labelWhen: 'Quando',
    /** The session's time in the owner's time zone, below the visitor's. */
    labelMyTime: 'Nel mio fuso orario',
    labelWhere: 'Dove',
    labelPrice: 'Prezzo',
    labelReference: 'Codice di prenotazione',
    /** A time followed by its zone's name. */
    timeInZone: '{time} ({zone})',
    whereOnline: 'Online, in videochiamata: {url}',
    whereInPerson: 'In presenza, a {city}: {address}',
    free: 'Gratuita',
    payHeading: 'Come pagare',
    payPix:
      'Paga {price} con Pix: nell’app della tua banca scegli Pix “copia e cola” e incolla il codice qui sotto. Contiene già l’importo e il codice della tua prenotazione.',
    pixCodeLabel: 'Codice Pix (copia e cola)',
    pixQrNote: 'Oppure inquadra questo codice QR con l’app della tua banca:',
    pixQrAlt: 'Codice QR Pix di {price}',
    awaitingNote: 'Il tuo orario è riservato per te e viene confermato appena arriva il pagamento.',
    /** For a visitor outside Brazil (Pix needs a Brazilian bank), or when the owner has no Pix key. */
    payLater: 'Puoi pagare {price} durante la sessione o con il link di pagamento che ti invierò prima.',
    paid: 'Il tuo pagamento è arrivato. Grazie!',
    manageButton: 'Sposta o annulla la sessione',
    calendarNote: 'L’invito allegato aggiunge la sessione al tuo calendario.',
    prepareOnline:
      'Prima di iniziare, cerca un luogo tranquillo dove nessuno ti disturbi, con una buona connessione, e apri la chiamata qualche minuto prima.',
    prepareInPerson: 'Ti chiedo di arrivare qualche minuto prima, così iniziamo con calma.',
    questions: 'Se succede un imprevisto o hai una domanda, scrivimi pure a {email}.',
    footerWhy: 'Ricevi questa e-mail perché su {site} è stata prenotata una sessione con questo indirizzo.',
    /** The owner's notice of a booking or a cancellation (sent in Portuguese, the owner's language). */
    ownerBookedSubject: 'Nuova prenotazione: {service}, {date} — {name}',
    ownerBookedIntro: '{name} ha prenotato una sessione sul sito.',
    ownerCancelledSubject: 'Prenotazione annullata: {service}, {date} — {name}',
    ownerCancelledIntro: 'La prenotazione di {name} è annullata; il suo orario è di nuovo libero.',
    ownerReleasedSubject: 'Prenotazione liberata per mancato pagamento: {service}, {date} — {name}',
    ownerReleasedIntro:
      'La prenotazione di {name} non è stata pagata in tempo ed è stata liberata; il suo orario è di nuovo libero. {name} ha ricevuto un avviso via e-mail.',
    ownerMovedSubject: 'Prenotazione spostata: {service}, {date} — {name}',
    ownerMovedIntro: '{name} ha spostato la sessione a un nuovo orario.',
    ownerLabelVisitor: 'Chi',
    ownerLabelEmail: 'E-mail',
    ownerLabelTheirTime: 'Nel suo fuso orario',
    ownerLabelPhone: 'Telefono',
    ownerLabelNote: 'Il suo messaggio',
    ownerLabelLanguage: 'Lingua',
    ownerPayPix: 'In attesa del Pix di {price}: cerca il codice {reference} nei dettagli del pagamento.',
    ownerPayLater:
      'Nessun codice Pix inviato (la persona è fuori dal Brasile, o manca la chiave Pix): invia un link di pagamento di {price} o incassa durante la sessione.',
    ownerPaid: 'Pagata: {price}.',
    ownerFree: 'Sessione gratuita: nulla da incassare.',
    ownerFooterWhy: 'Ricevi questa e-mail perché su {site} è stata prenotata una sessione.',
  },
  privacyRequest: {
    title: 'I tuoi dati: vederli o cancellarli',
    intro:
      'Scrivi il tuo indirizzo e-mail e ti invieremo un link che funziona una volta, per 24 ore. Apre una pagina dove puoi scaricare tutto ciò che questo sito conserva su quell’indirizzo, e cancellarlo.',
    emailLabel: 'Il tuo indirizzo e-mail',
    submit: 'Inviami il link',
    sending: 'Invio in corso...',
    sentTitle: 'Controlla la tua casella di posta',
    sent: 'Abbiamo inviato un link a {email}. Funziona una volta, per 24 ore. Se non arriva entro qualche minuto, guarda nella cartella spam.',
    sentPlain:
      'Abbiamo inviato un link all’indirizzo indicato. Funziona una volta, per 24 ore. Se non arriva entro qualche minuto, guarda nella cartella spam.',
    errorInline: 'Non è stato possibile completare la richiesta: {message}',
    openIntro:
      'Premi il pulsante per aprire la pagina con i tuoi dati. Dopo, il link smette di funzionare: per tornare più tardi, chiedine uno nuovo.',
    openButton: 'Apri i miei dati',
    invalidLink:
      'Questo link non funziona più: è già stato usato o sono passate più di 24 ore. Chiedine uno nuovo qui sotto.',
    sessionEnded: 'La pagina con i tuoi dati si è chiusa (resta aperta un’ora). Chiedi un nuovo link qui sotto.',
    dataHeading: 'Cosa conserva questo sito su {email}',
    dataIntro: 'Questa pagina resta aperta per un’ora, solo in questo browser.',
    subscription: 'Un’iscrizione alla newsletter ({status}), con la registrazione del tuo consenso.',
    statuses: {
      subscribed: 'attiva',
      pending: 'in attesa di conferma',
      unsubscribed: 'annullata',
      bounced: 'in pausa: il tuo server di posta ha rifiutato i nostri messaggi',
    },
    quizRequests: {
      one: '{count} richiesta della guida del quiz, con le tue risposte.',
      other: '{count} richieste della guida del quiz, con le tue risposte.',
    },
    bookings: {
      one: '{count} sessione prenotata, con ciò che hai scritto per lei e i tuoi recapiti.',
      other: '{count} sessioni prenotate, con ciò che hai scritto per loro e i tuoi recapiti.',
    },
    mails: {
      one: '{count} e-mail che ti abbiamo inviato o stiamo per inviarti.',
      other: '{count} e-mail che ti abbiamo inviato o stiamo per inviarti.',
    },
    nothing: 'Niente oltre a questa richiesta: il sito non conserva alcun dato su questo indirizzo.',
    downloadHeading: 'Scarica',
    downloadJson: 'Tutto in JSON',
    downloadCsv: 'Tutto in CSV (per i fogli di calcolo)',
    deleteHeading: 'Cancella',
    deleteIntro:
      'Cancella la tua iscrizione, le tue richieste del quiz, le tue prenotazioni e tutte le e-mail a questo indirizzo. Resta solo un codice dell’indirizzo, calcolato con una chiave segreta, perché una vecchia lista non possa mai riportarlo indietro; una sessione che hai pagato resta nella contabilità, senza il tuo nome, il tuo indirizzo o la tua nota.',
    deleteLink: 'Cancella tutto…',
    confirmHeading: 'Cancellare tutto su {email}?',
    confirmText:
      'Non si può annullare. Non riceverai più la newsletter, e le e-mail ancora in attesa non saranno inviate.',
    confirmButton: 'Sì, cancella tutto',
    cancel: 'No, torna indietro',
    deleted:
      'Fatto: tutto ciò che questo sito conservava sul tuo indirizzo è stato cancellato. Resta solo un codice che non può essere ritrasformato nell’indirizzo.',
    policyLink: 'Leggi l’informativa sulla privacy',
  },
  footer: {
    tagline: 'Terapia vibrazionale e guida spirituale, dal Brasile ovunque tu sia.',
    pagesHeading: 'Pagine',
    supportHeading: 'Supporto',
    socialHeading: 'Seguimi',
    newsletterHeading: 'Newsletter',
    rights: '© {year} {brand}. Tutti i diritti riservati.',
    healthNote: 'Le pratiche energetiche affiancano, e non sostituiscono mai, le cure mediche o psicologiche.',
  },
  /** Field Web Vitals: the /performance page, the debug overlay and the beacon endpoint. */
  vitals: {
    metricNames: {
      lcp: 'Largest Contentful Paint',
      fid: 'First Input Delay',
      cls: 'Cumulative Layout Shift',
      fcp: 'First Contentful Paint',
      ttfb: 'Time to First Byte',
      inp: 'Interaction to Next Paint',
    },
    ratings: { good: 'Buono', 'needs-improvement': 'Da migliorare', poor: 'Scarso' },
    intro:
      'Quanto è veloce questo sito per chi lo legge: misurato nel browser di ciascuno, sul suo telefono e con la sua connessione, negli ultimi 28 giorni.',
    privacy:
      'Misurazione anonima: nessun indirizzo, nessun cookie, nessuna impronta del browser. Conserviamo solo il tipo di pagina, il tipo di dispositivo, la famiglia del browser, il tipo di connessione e la lingua.',
    summaryHeading: 'Gli ultimi 28 giorni',
    summaryIntro:
      'Ogni valore è il 75° percentile: tre visite su quattro sono state veloci almeno così. La barra mostra come le misurazioni si dividono tra buono, da migliorare e scarso.',
    p75: '75° percentile',
    samples: { one: 'da {count} visita', other: 'da {count} visite' },
    splitLabel: 'Buono {good}, da migliorare {needsImprovement}, scarso {poor}',
    trendHeading: 'Giorno per giorno',
    trendIntro:
      'Il 75° percentile di ogni giorno con misurazioni; le linee tratteggiate sono le soglie di buono e di scarso.',
    trendCaption: '{metric}: 75° percentile per giorno',
    day: 'Giorno',
    groupsHeading: 'Per tipo di pagina, dispositivo e lingua',
    groupsIntro: 'Il 75° percentile di ogni metrica per ogni combinazione che ha misurazioni.',
    pageGroup: 'Pagine',
    device: 'Dispositivo',
    language: 'Lingua',
    groups: { home: 'Pagina iniziale', article: 'Articoli', guide: 'Guide', other: 'Altre pagine' },
    devices: { mobile: 'Telefoni', desktop: 'Computer' },
    fewSamples: 'Poche misurazioni: da leggere con cautela.',
    noValue: 'nessuna misurazione',
    emptyHeading: 'Ancora nessuna misurazione',
    emptyText:
      'Appena qualcuno legge il sito, il suo browser comunica quanto è stata veloce ogni pagina, e questa pagina mostra i valori degli ultimi 28 giorni, per metrica, tipo di pagina, dispositivo e lingua.',
    unavailable: 'Le misurazioni non si possono leggere in questo momento. Riprova tra un minuto.',
    explainHeading: 'Che cosa significano le metriche',
    explain: {
      lcp: 'Quando è comparso il testo o l’immagine più grande della prima schermata: il momento in cui la pagina sembra pronta.',
      fid: 'Quanto ha impiegato la pagina a iniziare a reagire al primo tocco o tasto.',
      cls: 'Quanto il contenuto si è spostato da solo mentre la pagina si caricava: meno è, più è stabile.',
      fcp: 'Quando sono comparsi sullo schermo il primo testo o la prima immagine.',
      ttfb: 'Quanto ha impiegato il server a iniziare a rispondere.',
      inp: 'Quanto velocemente la pagina ha risposto a tocchi e tasti durante tutta la visita (contano le risposte più lente).',
    },
    thresholdsText:
      'Buono fino a {good}, scarso oltre {poor}. In mezzo, la pagina è da migliorare. Sono le soglie che Google pubblica per i Core Web Vitals.',
    fidReplaced:
      'A marzo 2024 Interaction to Next Paint ha sostituito First Input Delay tra i Core Web Vitals: considera tutte le interazioni, non solo la prima. Qui FID si misura ancora per confronto.',
    overlay: {
      button: 'Punteggio di prestazioni {score} su 100',
      measuring: 'Prestazioni: misurazione in corso…',
      title: 'Prestazioni di questa pagina',
      close: 'Chiudi',
      score: 'Punteggio',
      waiting: 'in attesa…',
      connection: 'Connessione',
      downlink: 'Velocità di download',
      rtt: 'Tempo di andata e ritorno',
      notReported: 'non indicato da questo browser',
      cause: 'Causa',
    },
    errors: {
      invalidRequest: 'La misurazione non è arrivata come previsto.',
      tooLarge: 'La misurazione era più grande del previsto.',
      unsupported: 'Le misurazioni si accettano solo in JSON.',
      crossSite: 'Le misurazioni si accettano solo dalle pagine di questo sito.',
      rateLimited: 'Troppe misurazioni da questa connessione. Riprova tra un minuto.',
      unavailable: 'Al momento non è stato possibile salvare la misurazione.',
    },
  },
  chatWidget: CHAT_WIDGET_IT,
  blog: {
    toc: 'In questa pagina',
    breadcrumb: 'Percorso di navigazione',
    share: 'Condividi questo articolo',
    shareOn: 'Condividi su {network}',
    shareByEmail: 'Invia per e-mail',
    related: 'Articoli correlati',
    faqHeading: 'Domande frequenti',
    authorHeading: "Sull'autrice",
    authorBio:
      '{name} è terapeuta vibrazionale e guida spirituale, con oltre {years} anni di esperienza in letture energetiche, lavoro sui chakra, radiestesia e meditazione.',
    bookHeading: 'Desideri una guida personale?',
    bookText:
      'In una lettura osserviamo insieme la tua energia e il tuo momento di vita, e porti a casa pratiche pensate per te.',
    published: 'Pubblicato il {date}',
    updated: 'Aggiornato il {date}',
    careNote:
      'Le pratiche energetiche integrano, e non sostituiscono mai, le cure mediche o psicologiche professionali. Se non stai bene, rivolgiti a un professionista qualificato.',
    newsletterHeading: 'Ricevi i prossimi articoli',
    postsCount: { one: '{count} articolo', other: '{count} articoli' },
    heading: 'Blog',
    intro: 'Articoli su energia, intuizione e pratica spirituale quotidiana.',
    by: 'Di {author}',
    categories: {
      divination: 'Divinazione',
      meditation: 'Meditazione',
      energyWork: 'Lavoro Energetico',
      protection: 'Protezione',
      spaceClearing: 'Pulizia degli Ambienti',
      energyHealing: 'Guarigione Energetica',
      intuition: 'Intuizione',
      espiritualidade: 'Spiritualità',
      healing: 'Guarigione',
      manifestation: 'Manifestazione',
      quantumPhysics: 'Fisica Quantistica',
      beginnersGuide: 'Guida per Principianti',
      secularSpirituality: 'Spiritualità Laica',
    },
  },
  chat: {
    greeting:
      'Ciao! Rispondo con quello che dice questo sito su chakra, aura, tarocchi, meditazione, pulizia energetica e sessioni. Che cosa vorresti sapere?',
    thanks: 'Di niente! Se ti viene un’altra domanda, chiedi pure.',
    unknown:
      'Non lo so: il sito non ne parla e preferisco non tirare a indovinare. Puoi scrivere a {name} dalla pagina dei contatti.',
    health:
      'Le pratiche di questo sito affiancano, e non sostituiscono mai, le cure mediche o psicologiche: per sintomi, farmaci o una diagnosi, parlane con un medico o con un professionista qualificato.',
    crisis:
      'Mi dispiace davvero che tu stia attraversando tutto questo, e non devi affrontarlo senza aiuto. Parla con qualcuno adesso: in Italia chiama Telefono Amico Italia allo 02 2327 2327 o, in caso di pericolo, il 112; in Brasile il CVV al 188; negli altri paesi, il numero di emergenza locale.',
    booking:
      'Il prezzo e gli orari liberi di ogni sessione sono nella pagina delle prenotazioni; per tutto il resto, scrivimi dalla pagina dei contatti.',
    facts: {
      sessionPrice: 'Una sessione di {title} dura {minutes} minuti e costa {price}.',
      sessionFree: 'Una sessione di {title} dura {minutes} minuti ed è gratuita.',
      offerPrice: '{title} costa {price}.',
      sessionList: 'Le sessioni che puoi prenotare: {items}.',
      courseList: 'I corsi: {items}.',
      productList: 'I prodotti: {items}.',
      sessionItem: '{title} ({minutes} minuti, {price})',
      sessionItemFree: '{title} ({minutes} minuti, gratuita)',
      offerItem: '{title} ({price})',
      booking:
        'Puoi prenotare dalla pagina delle prenotazioni: scegli la sessione, poi un orario libero nel tuo fuso orario, e conferma con il tuo nome e la tua e-mail.',
      bookingNamed:
        'Puoi prenotare {title} dalla sua pagina di prenotazione: scegli un orario libero nel tuo fuso orario e conferma con il tuo nome e la tua e-mail.',
      bookSource: 'Prenota {title}',
      whatsapp: 'Se preferisci, puoi anche scrivermi su WhatsApp.',
      placeBoth: 'Offro {sessions} di persona a {city} oppure online, in videochiamata, da ovunque tu sia.',
      placeOnline: 'Offro {sessions} online, in videochiamata.',
      placeInPerson: 'Offro {sessions} di persona a {city}.',
      languages: 'Offro {sessions} in {languages}.',
      payPix:
        'Dal Brasile si paga con Pix: dopo la prenotazione, il codice Pix è nella pagina della tua prenotazione e nell’e-mail di conferma.',
      payAbroad: 'Da fuori del Brasile puoi pagare alla sessione o con il link che ti invierò.',
      payLater: 'Puoi pagare alla sessione o con il link che ti invierò.',
    },
    errors: {
      invalidRequest: 'Scrivi una domanda da 1 a 2.000 caratteri.',
      tooLarge: 'La conversazione è troppo lunga da inviare. Cancellala e chiedi di nuovo.',
      unsupported: 'Le domande sono accettate solo in JSON.',
      crossSite: 'Le domande sono accettate solo dalle pagine di questo sito.',
      rateLimited: 'Troppe domande da questa connessione in un minuto. Aspetta un momento e chiedi di nuovo.',
    },
  },
  contact: {
    heading: 'Contatti',
    intro: "Il modo più semplice per contattarmi è l'e-mail. Rispondo entro due giorni lavorativi.",
    emailCard: 'E-mail',
    sendMessage: 'Invia messaggio',
  },
  about: {
    intro: 'Terapeuta vibrazionale e guida spirituale con oltre {years} anni di esperienza.',
  },
  privacy: { heading: 'Informativa sulla Privacy', lastUpdated: 'Ultimo aggiornamento: {date}' },
  terms: { heading: 'Termini di Utilizzo', lastUpdated: 'Ultimo aggiornamento: {date}' },
  sitemap: {
    heading: 'Mappa del sito',
    mainPages: 'Pagine principali',
    posts: 'Articoli del blog',
    support: 'Note legali e supporto',
    xml: 'Sitemap XML',
    categories: 'Categorie',
  },
  notFound: {
    title: 'Pagina non trovata',
    heading: 'Ops! Pagina non trovata',
    text: 'La pagina che stai cercando non esiste o è stata spostata.',
    home: 'Torna alla home',
  },
  offline: {
    title: 'Sei offline',
    description:
      'Questa pagina compare quando manca la connessione. Gli articoli che hai già aperto restano sul tuo dispositivo.',
    text: 'Il tuo telefono ha perso la connessione, quindi non siamo riusciti a caricare questa pagina. Gli articoli che hai già aperto sono salvati su questo dispositivo e puoi leggerli adesso.',
    retry: 'Riprova',
    savedHeading: 'Salvati su questo dispositivo',
    savedEmpty:
      "Non c'è ancora niente di salvato. Gli articoli e le guide che apri quando sei connesso restano qui, così puoi leggerli anche senza segnale.",
    savedOn: 'salvato il {date}',
    savedNotice: 'Stai leggendo la copia salvata su questo dispositivo il {date}, perché la connessione non risponde.',
    notSentTitle: 'Non ancora inviato',
    sendAgain: 'Invia di nuovo',
  },
  pageNames: {
    home: 'Home',
    blog: 'Blog',
    topics: 'Temi',
    services: 'Servizi',
    courses: 'Corsi',
    products: 'Prodotti',
    about: 'Chi sono',
    faq: 'Domande frequenti',
    contact: 'Contatti',
    spiritualGuidance: 'Guida spirituale',
    chakra: 'Guida ai chakra',
    performance: 'Web Vitals',
    audit: 'Salute del sito',
    sitemap: 'Mappa del sito',
    privacy: 'Privacy',
    terms: 'Termini di utilizzo',
    quiz: 'Quiz spirituale',
  },
  practice: {
    heading: 'Una pratica per oggi',
    intro: 'Una piccola pratica da provare prima di continuare. Premi il pulsante per vederne un’altra.',
    another: 'Mostra un’altra pratica',
    minutes: { one: '{count} minuto', other: '{count} minuti' },
    items: [
      {
        title: 'Tre respiri di radicamento',
        text: 'Senti entrambi i piedi a terra. Inspira contando fino a quattro ed espira contando fino a sei, per tre volte, notando il peso del tuo corpo.',
        minutes: '2',
      },
      {
        title: 'Una mano sul cuore',
        text: 'Appoggia una mano sul petto. Nomina una cosa per cui provi gratitudine e resta un minuto con il calore della tua mano.',
        minutes: '1',
      },
      {
        title: 'Libera un angolo',
        text: 'Scegli un piccolo angolo di casa, apri la finestra e riordina solo quello. Nota come cambia l’aria dopo.',
        minutes: '10',
      },
      {
        title: 'Ascoltati dentro',
        text: 'Siediti in silenzio e chiediti: di cosa ho bisogno adesso? Scrivi la prima risposta che arriva, senza giudicarla.',
        minutes: '5',
      },
      {
        title: 'Cammina senza telefono',
        text: 'Fai una breve passeggiata e lascia che l’attenzione riposi sui suoni, sui colori e sul respiro.',
        minutes: '10',
      },
    ],
  },
  chakraGuide: {
    chakrasHeading: 'I sette chakra',
    chakraNumber: 'Chakra {number} di 7',
    location: 'Posizione',
    color: 'Colore',
    element: 'Elemento',
    purpose: 'Scopo',
    function: 'Funzione',
    symptoms: 'Segnali che ha bisogno di cura',
    underactive: 'Quando è poco attivo',
    overactive: 'Quando è troppo attivo',
    crystals: 'Cristalli',
    soundHeading: 'Guarigione con il suono: note e mantra',
    soundIntro:
      'Ogni chakra risuona con una nota della scala e con un mantra seme. Intonalo o canticchialo a bocca chiusa per qualche respiro lento, lasciando riposare l’attenzione sul suo centro.',
    note: 'Nota',
    mantra: 'Mantra',
    benefitsHeading: 'Che cosa può portarti l’allineamento',
    signsHeading: 'Segnali di squilibrio',
    physical: 'Fisico',
    emotional: 'Emotivo',
    mental: 'Mentale',
    methodsHeading: 'Otto modi per allineare i tuoi chakra',
    dailyHeading: 'Pratiche quotidiane',
    journeyHeading: 'Inizia il tuo percorso',
    conclusionHeading: 'Riflessioni finali',
    faqHeading: 'Domande sull’allineamento dei chakra',
    hubHeading: 'I tuoi chakra, uno per uno',
    hubIntro: 'Parti dal centro che ti chiama, oppure leggi la guida completa qui sotto.',
    hubFaqHeading: 'Chakra: domande frequenti',
    guideLink: 'Leggi la guida completa',
  },
  hub: {
    guideLabel: 'Guida',
  },
  aboutPage: {
    expertiseHeading: 'Ambiti di competenza',
    philosophyHeading: 'Come lavoro',
    profileHeading: 'Il mio percorso',
    cta: 'Contattami',
  },
  bookingPages: {
    titles: {
      services: 'Prenota una sessione',
      time: 'Scegli il giorno e l’orario',
      details: 'I tuoi dati',
      booked: 'La tua sessione è prenotata',
      change: 'Sposta la tua sessione',
      cancel: 'Annulla la tua sessione',
    },
    servicesDescription:
      'Prenota online una lettura energetica, una consulenza o un primo colloquio di mentoring: vedi gli orari liberi nel tuo fuso orario.',
    servicesIntro:
      'Scegli la sessione che senti giusta per te. Vedrai i miei orari liberi nel tuo fuso orario e potrai prenotare in un minuto.',
    /** A session's facts on its card. */
    minutes: '{minutes} minuti',
    free: 'Gratuita',
    /** The price for visitors outside Brazil, after the price in reais. */
    abroad: 'fuori dal Brasile: {price}',
    online: 'Online, in videochiamata',
    inPerson: 'In presenza a {city}',
    languages: 'In {languages}',
    chooseTime: 'Scegli l’orario',
    /** The time step. */
    shownIn: 'Orari mostrati in questo fuso orario: {zone}.',
    ownerTime: 'Il mio fuso orario è {zone}.',
    zoneLabel: 'Mostra gli orari nell’ora di',
    zoneButton: 'Mostra',
    noTimes: 'Non ci sono orari liberi in questi giorni. Guarda i giorni successivi, per favore.',
    earlier: 'Giorni precedenti',
    later: 'Giorni successivi',
    calendar: {
      yourZone: 'Orari mostrati nel tuo fuso orario: {zone}.',
      chosenZone: 'Orari mostrati nel fuso orario che hai scelto: {zone}.',
      loading: 'Sto cercando gli orari liberi…',
      failed:
        'Il calendario non è riuscito a caricare gli orari liberi. Puoi comunque scegliere uno degli orari qui sotto.',
      previousMonth: 'Mese precedente',
      nextMonth: 'Mese successivo',
      dayTimes: { one: '{day}: {count} orario libero', other: '{day}: {count} orari liberi' },
      dayFull: '{day}: nessun orario libero',
      timesOn: 'Orari liberi: {day}',
      noTimesInMonth: 'Non ci sono orari liberi questo mese. Guarda il prossimo, per favore.',
    },
    /** The database did not answer: the page says so and offers the contact page. */
    unavailable: 'Al momento non è possibile mostrare gli orari. Riprova tra poco o scrivimi.',
    /** The details step. */
    chosen: '{service}, {when}',
    inOwnerTime: '{when} nel mio fuso orario',
    otherTime: 'Scegli un altro orario',
    name: 'Il tuo nome',
    email: 'La tua e-mail',
    phone: 'WhatsApp (facoltativo)',
    phoneHint:
      'Con il prefisso internazionale, per esempio +39 312 345 6789. Solo per contattarti per questa sessione.',
    note: 'Qualcosa che vuoi farmi sapere prima (facoltativo)',
    noteHint:
      'Conservato solo per questa sessione e cancellato {days} giorni dopo. Condividi solo ciò che ti fa sentire a tuo agio.',
    consent:
      'Accetto che il mio nome, la mia e-mail, il mio WhatsApp e il mio messaggio siano usati solo per organizzare e tenere questa sessione, come descrive l’informativa sulla privacy.',
    privacyLink: 'Informativa sulla privacy',
    submit: 'Conferma la prenotazione',
    nearestHeading: 'Orari liberi più vicini',
    /** The booking's page. */
    session: 'Sessione',
    reference: 'Codice di prenotazione',
    when: 'Quando',
    where: 'Dove',
    price: 'Prezzo',
    mailSent: 'Una conferma con l’invito per il tuo calendario sta arrivando a {email}.',
    awaitingPayment: 'Il tuo orario resta riservato finché non arriva il pagamento.',
    payHeading: 'Paga con Pix',
    payText: 'Apri l’app della tua banca, scegli Pix e inquadra il codice o incolla il testo “copia e cola”.',
    pixCode: 'Codice Pix (copia e cola)',
    pixQrAlt: 'Codice QR Pix di {price}',
    payAbroad: 'Dall’estero puoi pagare durante la sessione o con il link che ti invierò.',
    linkNotValid: 'Questo link di prenotazione non è valido. Usa il link della tua e-mail di conferma, per favore.',
    /** WhatsApp beside the invitation to book. */
    whatsapp: 'Scrivimi su WhatsApp',
    whatsappText: 'Ciao! Vorrei prenotare una sessione.',
    /** Moving or cancelling a booking by its signed link. */
    changeNow: 'La tua sessione ora: {when}.',
    changeIntro: 'Scegli qui sotto un nuovo orario. L’orario attuale resta tuo finché non confermi quello nuovo.',
    moveTo: 'Nuovo orario: {when}',
    moveSubmit: 'Sposta la mia sessione',
    cancelQuestion:
      'Vuoi annullare questa sessione? Il suo orario tornerà libero per qualcun altro e riceverai una conferma via e-mail.',
    cancelSubmit: 'Sì, annulla la mia sessione',
    keep: 'Mantieni la mia sessione',
    /** {until} is the owner's cut-off before the session. */
    changeUntil: 'Puoi spostare o annullare questa sessione qui fino a {until}.',
    rescheduleLink: 'Sposta a un altro orario',
    cancelLink: 'Annulla la sessione',
    contact: 'Scrivimi',
    whatsappChange: 'Ciao! Vorrei modificare la mia sessione, riferimento della prenotazione {reference}.',
    cancelledStatus: 'Questa sessione è annullata.',
    bookAgain: 'Prenota un altro orario',
    changeUnavailable: 'Al momento non è possibile mostrare la tua prenotazione. Riprova tra poco, oppure scrivimi.',
  },
  booking: {
    /** Why a link to move or cancel a booking opens nothing; {hours} is the owner's cut-off. */
    changeRefusals: {
      invalidLink: 'Questo link non è valido. Usa il link dell’e-mail più recente sulla sessione.',
      earlierLink:
        'Questo link appartiene a una versione precedente della tua prenotazione: è già stato usato, oppure la sessione è cambiata da allora. Usa il link dell’e-mail più recente.',
      cancelled: 'Questa prenotazione è già annullata.',
      expired: 'Questo link è scaduto: l’ora della sessione è già arrivata.',
      tooLate:
        'Il tempo per modificare questa sessione online è scaduto: qui si può spostare o annullare fino a {hours} ore prima. Scrivimi o mandami un messaggio su WhatsApp e troveremo insieme una soluzione.',
    },
    /** The answer when someone else booked the time a moment before (409), above the nearest free times. */
    taken: 'Qualcuno ha appena prenotato questo orario. Ecco gli orari liberi più vicini.',
    /** A time the owner does not offer (any more): too soon, outside her hours, a day off. */
    unavailableTime: 'Questo orario non è più prenotabile. Scegline un altro, per favore.',
    /** A session that cannot be booked online. */
    unknownService: 'Questa sessione non si può prenotare online. Scegline un’altra o scrivimi.',
  },
  contactPage: {
    emailCardText:
      'Raccontami un po’ che cosa ti porta qui. Bastano poche righe, e tutto ciò che condividi resta tra noi.',
    subject: 'Messaggio dal sito di Vibra',
    /** The opening of the e-mail, for the visitor to complete. */
    body: 'Ciao! Vorrei raccontarti un po’ che cosa mi porta qui:\n',
    bookingHeading: 'Vuoi prenotare una sessione?',
    bookingText: 'Scegli una lettura o una consulenza e troveremo insieme un orario adatto a te.',
  },
  faqPage: {
    filterLabel: 'Filtra le domande',
    filterPlaceholder: 'Scrivi una parola, ad esempio chakra',
    noResults: 'Nessuna domanda corrisponde a "{query}". Prova con un’altra parola, oppure scrivimi.',
    shown: '{count} di {total} domande',
    setHome: 'Sessioni e pratica',
    setChakraHub: 'Chakra',
    setChakraGuide: 'Allineamento dei chakra',
  },
  offerPage: {
    enquire: 'Chiedi informazioni via e-mail',
    enquireSubject: 'Informazioni su {title}',
    /** The opening of the enquiry e-mail, for the visitor to complete. */
    enquireBody: 'Ciao! Vorrei sapere di più su {title}. La mia domanda:\n',
    bookService: 'Prenota questa sessione',
    priceNote:
      'Prezzi in dollari statunitensi. Scrivimi per conoscere il prezzo in real brasiliani e le modalità di pagamento.',
    noCheckout: 'Non è previsto il pagamento online: scrivimi e ti risponderò con tutti i dettagli.',
    otherOffers: 'Altre proposte',
    /** Where the services are offered, as structured data says it. */
    areaServed: 'In tutto il mondo (online), Brasile (in presenza)',
  },
  sitemapPage: {
    services: 'Servizi',
    offers: 'Corsi e prodotti',
  },
  audit: {
    builtAt: 'Rapporto della build del {date}.',
    comparedWith: 'Confrontato con la build del {date}.',
    noReport: 'Ancora nessun rapporto: viene generato a ogni build del sito.',
    overall: {
      green: 'Tutti i controlli sono superati.',
      amber: 'Non c’è niente di rotto; alcune cose meritano un’occhiata.',
      red: 'C’è qualcosa da correggere prima della prossima pubblicazione.',
    },
    states: { green: 'OK', amber: 'Da guardare', red: 'Da correggere' },
    languagesHeading: 'Pagine per lingua',
    language: 'Lingua',
    pages: 'Pagine',
    translated: 'Tradotte',
    checksHeading: 'Controlli',
    found: { one: '{count} segnalazione', other: '{count} segnalazioni' },
    previous: 'build precedente: {count}',
    more: { one: 'e altre {count}', other: 'e altre {count}' },
    detector:
      'Il rilevatore di lingua ha letto {judged} blocchi di testo e ha confermato la lingua della pagina per {agreed} di questi. Altri {notJudged} blocchi (nomi, etichette, pulsanti) sono troppo brevi per essere valutati.',
    checks: {
      completeness: {
        name: 'Traduzioni presenti',
        explain:
          'Ogni articolo, pagina e testo esiste in tutte e quattro le lingue, oppure è segnato come in attesa di traduzione (e allora viene mostrato in inglese, con un avviso).',
      },
      language: {
        name: 'Testo nella lingua della pagina',
        explain:
          'Ogni paragrafo, titolo, scheda ed estratto è nella lingua della sua pagina, a meno che non sia segnato come citazione.',
      },
      links: {
        name: 'Link e ancore',
        explain: 'Ogni link, immagine e ancora interna al sito porta a una destinazione che esiste.',
      },
      hreflang: {
        name: 'Versioni linguistiche (hreflang)',
        explain:
          'Ogni pagina tradotta indica le sue versioni nelle altre lingue, e ciascuna di esse la indica a sua volta.',
      },
      titles: {
        name: 'Titoli delle pagine',
        explain: 'Ogni pagina ha un titolo da {min} a {max} caratteri, diverso dagli altri nella sua lingua.',
      },
      descriptions: {
        name: 'Descrizioni',
        explain:
          'Ogni pagina ha una descrizione da {min} a {max} caratteri per i risultati di ricerca, diversa dalle altre.',
      },
      headings: { name: 'Un solo titolo principale', explain: 'Ogni pagina ha esattamente un titolo principale (h1).' },
      structuredData: {
        name: 'Dati strutturati',
        explain: 'I dati per i motori di ricerca (JSON-LD) sono leggibili e contengono i campi che richiedono.',
      },
      depth: {
        name: 'Profondità delle guide principali',
        explain: 'La guida ai chakra ha almeno 3.000 parole e ciascuno dei sette articoli principali almeno 2.000.',
      },
      translationLength: {
        name: 'Lunghezza delle traduzioni',
        explain:
          'Ogni traduzione si discosta al massimo del 20% dalla lunghezza del testo inglese; una molto più corta di solito ha perso un passaggio.',
      },
      staleTranslations: {
        name: 'Traduzioni aggiornate',
        explain: 'Il testo inglese non è cambiato da quando ne è stata fatta ciascuna traduzione.',
      },
      pageWeight: {
        name: 'Peso della pagina',
        explain:
          'Ciò che uno smartphone scarica per la prima visualizzazione di una pagina (compresso): al massimo {budget}.',
      },
      javascript: {
        name: 'Script prima dell’interazione',
        explain:
          'Lo script eseguito prima che il visitatore tocchi la pagina è al massimo di {budget}; il resto si carica quando serve.',
      },
      samples: {
        name: 'Contenuti di esempio',
        explain: 'Segnaposto che la titolare del sito sostituisce con i dati reali prima del lancio.',
      },
    },
    findings: {
      missingTranslation: 'nessuna versione in {language}',
      awaitingTranslation: 'in attesa della traduzione in {language}',
      wrongLanguage: 'testo in {language}:',
      brokenLink: 'il link a {value} non porta da nessuna parte',
      missingAnchor: 'l’ancora {value} non esiste nella pagina a cui punta',
      notReciprocal: '{value} non rimanda a questa pagina',
      missing: 'manca {value}',
      duplicate: 'testo uguale a quello di {value}',
      tooLong: '{value} caratteri, più di {limit}',
      tooShort: '{value} caratteri, meno di {limit}',
      headingCount: '{value} titoli principali invece di uno',
      unparsable: 'dati strutturati illeggibili',
      missingField: 'manca {value}',
      fewWords: '{value} parole, meno di {limit}',
      lengthRatio: '{value}% della lunghezza del testo inglese',
      sourceChanged: 'il testo inglese è cambiato dopo questa traduzione',
      overBudget: '{value}, oltre il limite di {limit}',
      sample: 'ancora un esempio',
    },
    /** What a piece of content that is not one page is called. */
    collections: {
      posts: 'Articolo',
      services: 'Servizio',
      offers: 'Offerta',
      guides: 'Guida',
      pages: 'Pagina',
      legal: 'Testo legale',
      faq: 'Domande e risposte',
      quiz: 'Quiz',
      gift: 'Regalo di benvenuto',
      testimonials: 'Testimonianze',
    },
    sampleTestimonials: 'testimonianze (storie di esempio)',
  },
  relatedContent: {
    heading: 'Letture consigliate',
    intro: 'Tre articoli da cui partire.',
  },
  pages: {
    quiz: {
      title: 'Quiz spirituale — quale pratica fa per te?',
      description:
        "Sei domande tranquille, circa due minuti: trova il tuo percorso tra allineamento dei chakra, espansione dell'aura e tavole radioniche.",
    },
    quizTiebreaker: {
      title: "Quiz spirituale — un'ultima domanda",
      description:
        "Due o tre percorsi sono finiti in parità nelle tue risposte: un'ultima domanda decide quale pratica fa per te adesso.",
    },
    home: {
      title: 'Vibra — Terapia Vibrazionale e Guida Spirituale',
      description:
        'Letture energetiche, lavoro sui chakra e guida spirituale dal Brasile, con articoli gratuiti su chakra, aura, tarocchi, meditazione e intuizione.',
    },
    blog: {
      title: 'Blog — Chakra, Aura, Tarocchi e Meditazione',
      description:
        'Articoli pratici su chakra, aura, tarocchi, meditazione, intuizione e pulizia energetica, frutto di oltre 15 anni di pratica terapeutica.',
    },
    topics: {
      title: 'Temi — Da Dove Iniziare',
      description:
        'Tutti i temi di Vibra in un unico posto: chakra, aura, radionica, meditazione, manifestazione e spiritualità per principianti.',
    },
    services: {
      title: 'Servizi — Letture, Sessioni e Corsi',
      description:
        'Letture energetiche, consulenze, coaching, percorsi di guarigione su misura, workshop di gruppo e corsi digitali, online o di persona.',
    },
    courses: {
      title: 'Corsi — Impara con i Tuoi Tempi',
      description:
        'Corsi online sui chakra e sulla pratica energetica, con videolezioni ed esercizi guidati da seguire a casa.',
    },
    products: {
      title: 'Prodotti — Guide e Kit di Cristalli',
      description:
        "Guide e kit di cristalli scelti per sostenere la tua pratica tra una sessione e l'altra, con istruzioni d'uso chiare.",
    },
    about: {
      title: 'Chi Sono — Oltre 15 Anni di Guida Spirituale',
      description:
        "Scopri chi c'è dietro Vibra: oltre 15 anni di letture energetiche, lavoro sui chakra, radiestesia e meditazione.",
    },
    faq: {
      title: 'Domande Frequenti — Sessioni, Chakra e Pratica',
      description:
        'Risposte su sessioni, letture energetiche, chakra, privacy e meditazione guidata gratuita, raccolte in un unico posto.',
    },
    contact: {
      title: 'Contatti — Scrivi a Vibra',
      description:
        "Domande su sessioni, corsi o prodotti? Scrivi un'e-mail e ricevi una risposta entro due giorni lavorativi.",
    },
    performance: {
      title: 'Web Vitals — Quanto è Veloce Questo Sito',
      description:
        'Misurazioni su visitatori reali della velocità di caricamento e risposta di Vibra, pagina per pagina, sempre aggiornate e pubbliche.',
    },
    audit: {
      title: 'Salute del Sito — Verificata a Ogni Build',
      description:
        'Lo stato del sito, verificato a ogni build: traduzioni, link, titoli, dati strutturati, peso delle pagine e contenuti di esempio.',
    },
    sitemap: {
      title: 'Mappa del Sito — Tutte le Pagine di Vibra',
      description:
        'Tutte le pagine, gli articoli e le categorie di Vibra in un unico elenco, con il link alla sitemap XML per i motori di ricerca.',
    },
    privacy: {
      title: 'Informativa sulla Privacy — Vibra',
      description:
        'Quali dati raccoglie Vibra, perché, per quanto tempo e come esercitare i tuoi diritti secondo la LGPD brasiliana.',
    },
    privacyRequest: {
      title: 'I tuoi dati — vederli o cancellarli — Vibra',
      description:
        'Chiedi un link via e-mail e scarica tutto ciò che Vibra conserva sul tuo indirizzo, in JSON o CSV, o cancellalo (LGPD, art. 18).',
    },
    newsletterArchive: {
      title: 'Archivio della newsletter — Numeri precedenti — Vibra',
      description:
        'Leggi i numeri precedenti della newsletter di Vibra: pratiche, riflessioni e novità su energia, chakra e meditazione, così come sono stati inviati.',
    },
    terms: {
      title: 'Termini di Utilizzo — Vibra',
      description:
        "I termini che si applicano all'uso del sito di Vibra, dei suoi articoli, sessioni, corsi e prodotti.",
    },
  },
};
