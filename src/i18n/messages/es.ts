import { CHAT_WIDGET_ES } from './chat-widget.ts';
import type { Messages } from './en.ts';

/** Spanish UI messages. */
export const es: Messages = {
  meta: {
    siteDescription:
      'Terapia vibracional, lecturas energéticas y orientación espiritual desde Brasil: artículos sobre chakras, aura, tarot y meditación, cursos y sesiones.',
    ogImageAlt: 'Vibra — orientación espiritual y terapia vibracional',
  },
  common: {
    serverBusy: 'El sitio está muy ocupado en este momento. Vuelve a intentarlo en unos segundos.',
    invalidAddress: 'Esta dirección no es válida.',
    methodNotAllowed: 'Esta dirección no acepta este tipo de solicitud.',
    notTranslated: 'Esta página aún no está traducida al español. Estás leyendo la versión en inglés.',
    skipToContent: 'Saltar al contenido principal',
    bookReading: 'Reserva una lectura',
    sampleNotice: 'Contenido de ejemplo — se sustituirá por el texto definitivo.',
    comingSoon: 'Estamos preparando esta página. Vuelve pronto.',
    minutesRead: '{minutes} min de lectura',
  },
  navbar: {
    label: 'Principal',
    home: '{brand} — inicio',
    services: 'Servicios',
    blog: 'Blog',
    courses: 'Cursos',
    products: 'Productos',
    about: 'Sobre mí',
    webVitals: 'Web Vitals',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
  },
  languageSwitcher: {
    label: 'Idioma',
    current: 'Idioma actual: {language}',
    switchTo: 'Leer esta página en {language}',
  },
  hero: {
    eyebrow: 'Terapia vibracional · Orientación espiritual',
    title: 'Vuelve a tu propio centro',
    subtitle:
      'Una guía amable y práctica para tu energía, tu intuición y tu vida espiritual de cada día — en sesiones, cursos y artículos gratuitos.',
    ctaBlog: 'Leer los artículos',
    ctaTopics: 'Explorar los temas',
    videoLabel: 'Luz suave que se desliza sobre el agua (video decorativo)',
  },
  aboutTherapist: {
    heading: 'Hola, soy {name}',
    avatarAlt: 'Retrato de {name}',
    paragraph1:
      'Desde hace más de {years} años acompaño a personas en momentos de cambio con lecturas energéticas, trabajo con chakras, radiestesia y meditación. Mi forma de trabajar es serena y con los pies en la tierra: miramos lo que está pasando en tu vida y en tu energía, y encontramos prácticas que de verdad puedas mantener.',
    paragraph2:
      'No necesitas seguir ninguna religión ni creer en nada en particular. Solo hace falta curiosidad y un poco de tiempo para ti. Las sesiones son en línea o presenciales en Brasil, en portugués, inglés, español o italiano.',
    cta: 'Más sobre mí',
  },
  topics: {
    heading: 'Temas para explorar',
    intro: 'Empieza por lo que más te llame. Cada tema te lleva a un artículo práctico.',
    items: {
      chakraAlignment: {
        title: 'Alineación de chakras',
        text: 'Comprende los siete centros de energía y formas sencillas de equilibrarlos.',
      },
      auraExpansion: {
        title: 'Expansión del aura',
        text: 'Fortalece e ilumina el campo energético que te rodea.',
      },
      radionicsTables: {
        title: 'Tablas de radiónica',
        text: 'Cómo trabajan los terapeutas con tablas y péndulo, paso a paso.',
      },
      beginnerSpirituality: {
        title: 'Espiritualidad para principiantes',
        text: 'Primeros pasos hacia una vida espiritual que encaje en tu rutina.',
      },
      nonReligiousSpirituality: {
        title: 'Espiritualidad sin religión',
        text: 'Sentido, presencia y conexión, sin necesidad de unirte a ninguna tradición.',
      },
      guidedMeditation: {
        title: 'Meditación guiada',
        text: 'De cinco a diez minutos de calma al día, y cómo convertirlos en un hábito.',
      },
      lawOfAttraction: {
        title: 'Ley de la atracción',
        text: 'Intención, acción y gratitud, sin pensamiento mágico.',
      },
      quantumEnergy: {
        title: 'Energía cuántica',
        text: 'Qué significa esta metáfora en la práctica espiritual, y qué no significa.',
      },
    },
  },
  video: {
    heading: "Ho'oponopono: una práctica de reconciliación",
    text: 'Cuatro frases sencillas — lo siento, perdóname, gracias, te amo — y unos minutos de presencia. Mira la breve práctica guiada.',
    play: "Reproducir el video de Ho'oponopono",
    thumbnailAlt: "Práctica guiada de Ho'oponopono — miniatura del video",
    privacyNote: 'El video se carga desde YouTube (modo de privacidad mejorada) solo después de que pulses reproducir.',
    iframeTitle: "Práctica guiada de Ho'oponopono (video de YouTube)",
  },
  services: {
    heading: 'Servicios',
    intro: 'Sesiones individuales, cursos y círculos — en línea o presenciales.',
    featured: 'Más solicitado',
    viewAll: 'Todos los servicios',
  },
  featuredProducts: {
    heading: 'Cursos y productos destacados',
    intro: 'Herramientas para seguir practicando entre sesiones.',
    from: 'Desde {price}',
    categories: { course: 'Curso', ebook: 'E-book', product: 'Producto' },
  },
  testimonials: {
    heading: 'Historias de Transformación',
    intro: 'Lo que dicen las personas después de sus sesiones.',
    rating: 'Valoración: {rating} de 5',
  },
  faq: {
    heading: 'Preguntas frecuentes',
    intro: 'Respuestas a lo que suele preguntarse antes de la primera sesión.',
    contactPrompt: '¿Te queda alguna duda?',
    contactLink: 'Escríbeme',
  },
  quiz: {
    heading: '¿Qué práctica es para ti ahora?',
    intro:
      'Seis preguntas tranquilas sobre cómo vives y te sientes estos días. Unos dos minutos y, al final, si quieres, una guía gratuita para tu camino.',
    start: 'Empezar el cuestionario',
    progress: 'Pregunta {current} de {total}',
    progressLabel: 'Tu avance en el cuestionario',
    back: 'Atrás',
    next: 'Siguiente',
    seeResult: 'Ver mi resultado',
    incomplete: 'Responde todas las preguntas para ver tu resultado: una o más quedaron sin respuesta.',
    chooseOne: 'Elige una respuesta para continuar.',
    tiebreakerTitle: 'Una última pregunta',
    decide: 'Mostrar mi camino',
    transitionLabel: 'Preparando tu resultado',
    skip: 'Saltar',
    resultEyebrow: 'Tu resultado del cuestionario',
    resultTitle: '{name}: tu camino ahora',
    resultDescription: '{tagline} Prácticas para esta semana, del cuestionario de Vibra.',
    thisWeek: 'Qué probar esta semana',
    readMore: 'Lee más sobre este camino',
    bookHeading: '¿Quieres profundizar?',
    bookText: 'En una lectura personal miramos juntos tu energía y elegimos las prácticas que te convienen.',
    sharedHeading: '¿Qué camino es para ti?',
    sharedText:
      'Seis preguntas tranquilas, unos dos minutos: descubre si ahora te conviene la alineación de chakras, la expansión del aura o las mesas radiónicas.',
    takeQuiz: 'Hacer el cuestionario',
    retake: 'Repetir el cuestionario',
    noScriptNote: 'Las seis preguntas están en esta página. Elige una respuesta para cada una y mira tu resultado.',
    shareAlt: '{name} — un resultado del cuestionario espiritual de Vibra',
    captureHeading: 'Tu guía gratuita por correo',
    captureText:
      'Una guía breve para tu camino, con una práctica diaria y un plan para tus primeras semanas. Un correo y nada más, salvo que lo pidas.',
    captureEmailLabel: 'Tu correo electrónico',
    captureNewsletter: 'Envíame también el boletín (una vez al mes, más o menos; te das de baja con un clic).',
    captureSubmit: 'Enviarme la guía',
    captureSending: 'Enviando...',
    thankYouTitle: '¡Gracias!',
    thankYouText: 'La guía se envió a {email}. Si no llega en unos minutos, revisa la carpeta de spam.',
    guideEyebrow: 'Tu guía gratuita',
    guideTitle: '{title} — guía gratuita',
    errorInline: 'No se pudo enviar la guía: {message}',
    guidePdf: 'Descargar esta guía en PDF',
  },
  newsletter: {
    heading: 'Una meditación guiada de los chakras, de regalo',
    intro: 'Suscríbete al boletín y recibe como regalo de bienvenida el audio de una meditación guiada de los chakras.',
    emailLabel: 'Tu dirección de correo electrónico',
    placeholder: 'tu@ejemplo.com',
    submit: 'Suscribirme',
    sending: 'Enviando...',
    privacy: 'Como máximo, un correo al mes. Date de baja con un clic.',
    invalidEmail: 'Por favor, introduce una dirección de correo electrónico válida',
    /** Label of the field bots fill and people never see (the honeypot). */
    honeypotLabel: 'Deja este campo vacío',
    successTitle: '¡Suscripción completada!',
    successBody: 'Te has suscrito a nuestro boletín espiritual.',
    successGift:
      'Tu regalo, una meditación guiada de los chakras, ya va camino de tu bandeja de entrada. Si no llega en unos minutos, revisa la carpeta de spam.',
    pendingTitle: 'Revisa tu bandeja de entrada',
    pendingBody:
      'Te hemos enviado un correo: primero confirma allí tu suscripción y después te llegará tu regalo, una meditación guiada de los chakras. Si el correo no llega en unos minutos, revisa la carpeta de spam.',
    duplicateInline: 'Este correo electrónico ya está suscrito a nuestro boletín.',
    duplicateTitle: 'Correo ya suscrito',
    duplicateBody: 'Esta dirección de correo electrónico ya forma parte de nuestra lista.',
    errorInline: 'Error en la suscripción: {message}',
    errorTitle: 'Error',
    errorBody: 'Se produjo un error al intentar suscribir tu correo electrónico.',
    connectionInline: 'Hubo un problema de conexión. Por favor, inténtalo de nuevo.',
    connectionTitle: 'Error de conexión',
    connectionBody: 'No se pudo conectar con el servidor. Por favor, inténtalo de nuevo más tarde.',
    dismiss: 'Cerrar notificación',
    /** Safe reasons shown in place of {message} in errorInline: never a raw server error. */
    reasons: {
      invalidRequest: 'el formulario no llegó como se esperaba. Vuelve a cargar la página e inténtalo de nuevo.',
      tooLarge: 'el formulario envió más datos de los esperados.',
      unsupported: 'el formulario se envió en un formato que el sitio no acepta.',
      crossSite: 'el formulario se envió desde otro sitio web.',
      rateLimited: 'demasiados intentos desde tu conexión. Espera un minuto y vuelve a intentarlo.',
      unavailable:
        'nuestro servicio no está disponible temporalmente y no se ha guardado nada. Inténtalo de nuevo en un momento.',
      unexpected: 'algo salió mal por nuestra parte. Inténtalo de nuevo más tarde.',
    },
  },
  /** The pages linked from newsletter e-mails. */
  newsletterPages: {
    unsubscribeTitle: 'Darse de baja del boletín',
    unsubscribeIntro: 'Pulsa el botón para dejar de recibir el boletín de Vibra en esta dirección.',
    unsubscribeButton: 'Darme de baja',
    unsubscribedTitle: 'Te has dado de baja',
    unsubscribedBody:
      'Ya no recibirás el boletín en esta dirección. Si ha sido un error, puedes volver a suscribirte aquí abajo.',
    confirmTitle: 'Confirma tu suscripción',
    confirmIntro:
      'Pulsa el botón para confirmar que quieres recibir el boletín y tu regalo de bienvenida en esta dirección.',
    confirmButton: 'Confirmar mi suscripción',
    confirmedTitle: 'Tu suscripción está confirmada',
    confirmedBody:
      '¡Te damos la bienvenida! Tu meditación guiada de los chakras ya va camino de tu bandeja de entrada, y también la tienes aquí:',
    invalidLinkTitle: 'Este enlace ya no funciona',
    invalidLinkBody:
      'Puede que esté incompleto o que venga de un correo antiguo. Vuelve a abrir el enlace desde el correo, o escríbenos y te ayudaremos.',
    giftIntro:
      'Tu regalo de bienvenida: una meditación guiada por los siete chakras. Busca un lugar tranquilo, siéntate o recuéstate cómodamente y, si puedes, usa auriculares.',
    giftListen: 'Escuchar la meditación',
    giftDownload: 'Descargar el audio (MP3, {size})',
    giftDuration: '{minutes} minutos',
    giftTranscript: 'Transcripción',
    backHome: 'Volver a la página de inicio',
  },
  newsletterArchive: {
    pastEditions: 'Ediciones anteriores',
    heading: 'Ediciones anteriores del boletín',
    intro:
      'Las ediciones que ya recibieron las personas suscritas, reunidas aquí para que las leas con calma, a tu ritmo. La más reciente aparece primero.',
    sentOn: 'Enviada el {date}',
    empty: 'Todavía no hay ediciones: suscríbete para recibir la primera.',
    feed: 'Sigue las nuevas ediciones por RSS',
    feedDescription:
      'Ediciones anteriores del boletín de Vibra en español: prácticas, reflexiones y novedades, tal como se enviaron.',
    allEditions: 'Todas las ediciones',
    alsoIn: 'También en',
    nextHeading: 'Recibe la próxima en tu bandeja de entrada',
    notInLanguageHeading: 'Esta edición no se escribió en español',
    notInLanguageText: 'Se envió en otros idiomas. Puedes leerla en:',
    notFoundHeading: 'Esta edición no está en el archivo',
    notFoundText: 'Quizá se retiró del archivo o la dirección está incompleta. Todas las demás ediciones están aquí:',
    unavailable: 'Ahora mismo no se puede abrir el archivo. Vuelve a intentarlo en unos minutos.',
  },
  /** E-mails to subscribers (HTML and plain text are made from the same texts). */
  email: {
    footerWhy: 'Recibes este correo porque esta dirección se suscribió al boletín en {site}.',
    unsubscribe: 'Darse de baja',
    signature: 'Con luz,',
    careNote: 'Las prácticas energéticas complementan, y nunca sustituyen, la atención médica o psicológica.',
    welcomeSubject: 'Aquí tienes tu meditación guiada de los chakras',
    welcomePreheader: 'Un regalo de bienvenida: una meditación guiada por los siete chakras.',
    welcomeGreeting: '¡Te doy la bienvenida al boletín!',
    welcomeIntro:
      'Gracias por suscribirte. Como te prometí, aquí tienes tu regalo de bienvenida: una meditación guiada por los siete chakras, de unos {minutes} minutos.',
    welcomeListen: 'Escuchar la meditación',
    welcomeTip: 'Busca un lugar tranquilo, siéntate o recuéstate cómodamente y, si puedes, usa auriculares.',
    welcomeNext:
      'Más o menos una vez al mes te escribiré con nuevos artículos, prácticas y fechas de cursos. Nada más.',
    confirmSubject: 'Confirma tu suscripción al boletín',
    confirmPreheader: 'Un clic y tu meditación guiada de los chakras estará en camino.',
    confirmIntro:
      'Alguien (ojalá hayas sido tú) ha pedido recibir el boletín en esta dirección. Confirma para recibir tu regalo de bienvenida, una meditación guiada de los chakras.',
    confirmButton: 'Confirmar mi suscripción',
    confirmIgnore: 'Si no lo pediste tú, ignora este correo: esta dirección no quedará suscrita.',
    quizGuideSubject: 'Tu guía gratuita: {title}',
    quizGuidePreheader: 'La guía de tu resultado del cuestionario, con una práctica sencilla para empezar.',
    quizGuideIntro:
      'Gracias por hacer el cuestionario. Tus respuestas señalaron {name}, y aquí tienes la guía gratuita que pediste: {title}.',
    quizGuideButton: 'Leer tu guía',
    quizGuideAfter: 'Este es un único correo: no recibirás nada más de mi parte, salvo que hayas elegido el boletín.',
    quizFooterWhy: 'Recibes este correo porque se pidió la guía del cuestionario para esta dirección en {site}.',
    quizGuidePdf: 'La misma guía en PDF, para guardarla o imprimirla: {url}',
    privacyLink: 'Tus datos: consúltalos o bórralos',
    privacySubject: 'Tu enlace para ver o borrar tus datos',
    privacyPreheader: 'Un enlace que funciona una vez, durante 24 horas.',
    privacyIntro:
      'Alguien, esperamos que tú, pidió en {site} ver o borrar lo que el sitio guarda sobre esta dirección. El botón abre una página donde puedes descargarlo todo y borrarlo.',
    privacyButton: 'Ver o borrar mis datos',
    privacyAfter: 'El enlace funciona una vez, durante 24 horas. Si no lo pediste, ignora este correo: nada cambia.',
    privacyFooterWhy: 'Recibes este correo porque se hizo una solicitud de privacidad para esta dirección en {site}.',
    /** An edition's link to its page in the public archive. */
    readOnSite: 'Leerlo en el sitio',
  },
  /** A booked session's mails: the visitor's, in their language, and the owner's notice. */
  bookingMail: {
    greeting: 'Hola, {name}:',
    /** {service} is the session's title, {date} its day in the reader's time zone. */
    confirmationSubject: 'Tu sesión está reservada: {service}, {date}',
    confirmationPreheader: 'Cuándo, dónde y cómo pagar, con la invitación para tu calendario.',
    confirmationIntro:
      'Gracias por reservar una sesión conmigo. Me alegra mucho nuestro encuentro; aquí tienes todo lo que necesitas.',
    /** The reminder, about a day before. */
    reminderSubject: 'Hasta pronto: {service}, {date}',
    reminderPreheader: 'Un recordatorio de tu sesión, con los detalles.',
    reminderIntro:
      'Te escribo para recordarte, con cariño, que nuestra sesión se acerca. Aquí tienes de nuevo los detalles, para que los tengas a mano.',
    cancellationSubject: 'Tu sesión está cancelada: {service}, {date}',
    cancellationPreheader: 'La sesión está cancelada y su horario vuelve a estar libre.',
    cancellationIntro:
      'Esta sesión está cancelada y su horario vuelve a estar libre. La actualización adjunta la quita de tu calendario.',
    cancellationPaid: 'Si ya habías pagado, te escribiré para acordar la devolución del importe.',
    cancellationAgain: 'Cuando sientas que es el momento, será un gusto recibirte en otro horario.',
    /** A session the visitor moved: its new time, with the calendar's update. */
    changeSubject: 'Tu sesión cambió de horario: {service}, {date}',
    changePreheader: 'El nuevo horario, con la actualización para tu calendario.',
    changeIntro:
      'Tu sesión pasó a su nuevo horario. Aquí tienes los detalles; la actualización adjunta también la cambia en tu calendario.',
    changeCalendarNote: 'La invitación adjunta reemplaza a la anterior en tu calendario.',
    /** The visitor's own signed links to move or cancel; {until} is the owner's cut-off, in the visitor's zone. */
    changeHeading: '¿Necesitas cambiar algo?',
    changeUntil: 'Puedes cambiar el horario o cancelar la sesión por tu cuenta hasta el {until}.',
    rescheduleLink: 'Cambiar a otro horario',
    cancelLink: 'Cancelar la sesión',
    rebookButton: 'Reservar otro horario',
    /** Before an unpaid booking is released; {deadline} is when, in the visitor's time zone. */
    releaseNoticeSubject: 'Esperando tu pago: {service}, {date}',
    releaseNoticePreheader: 'Tu horario está reservado para ti hasta {deadline}.',
    releaseNoticeIntro:
      'El horario de tu sesión sigue reservado para ti, pero tu pago todavía no me ha llegado. Si para {deadline} no ha llegado, el horario quedará libre para que otra persona pueda reservarlo. Si acabas de pagar, gracias: no tienes que hacer nada más.',
    /** An unpaid booking released: the visitor's last mail about it, with the calendar's cancellation. */
    releasedSubject: 'El horario de tu sesión ha quedado libre: {service}, {date}',
    releasedPreheader: 'El pago no llegó a tiempo, así que el horario vuelve a estar libre.',
    releasedIntro:
      'Como el pago no llegó a tiempo, el horario reservado para nuestra sesión ha quedado libre. La actualización adjunta la quita de tu calendario.',
    releasedPaid:
      'Si pagaste y nuestros mensajes se cruzaron, responde a este correo o escríbeme a {email} y buscamos otro horario.',
    labelSession: 'Sesión',
    labelWhen: 'Cuándo',
    /** The session's time in the owner's time zone, below the visitor's. */
    labelMyTime: 'En mi zona horaria',
    labelWhere: 'Dónde',
    labelPrice: 'Precio',
    labelReference: 'Código de reserva',
    /** A time followed by its zone's name. */
    timeInZone: '{time} ({zone})',
    whereOnline: 'En línea, por videollamada: {url}',
    whereInPerson: 'Presencial, en {city}: {address}',
    free: 'Gratuita',
    payHeading: 'Cómo pagar',
    payPix:
      'Paga {price} por Pix: en la app de tu banco, elige Pix “copia e cola” y pega el código de abajo. Ya lleva el importe y el código de tu reserva.',
    pixCodeLabel: 'Código Pix (copia e cola)',
    pixQrNote: 'O escanea este código QR con la app de tu banco:',
    pixQrAlt: 'Código QR de Pix por {price}',
    awaitingNote: 'Tu horario queda reservado para ti y se confirma en cuanto llegue el pago.',
    /** For a visitor outside Brazil (Pix needs a Brazilian bank), or when the owner has no Pix key. */
    payLater: 'Puedes pagar {price} en la sesión o con el enlace de pago que te enviaré antes.',
    paid: 'Tu pago ha llegado. ¡Gracias!',
    manageButton: 'Cambiar o cancelar la sesión',
    calendarNote: 'La invitación adjunta añade la sesión a tu calendario.',
    prepareOnline:
      'Antes de empezar, busca un lugar tranquilo donde nadie te interrumpa, con buena conexión, y abre la llamada unos minutos antes.',
    prepareInPerson: 'Te pido que llegues unos minutos antes, para empezar con calma.',
    questions: 'Si surge cualquier imprevisto o tienes alguna duda, escríbeme a {email}.',
    footerWhy: 'Recibes este correo porque se reservó una sesión con esta dirección en {site}.',
    /** The owner's notice of a booking or a cancellation (sent in Portuguese, the owner's language). */
    ownerBookedSubject: 'Nueva reserva: {service}, {date} — {name}',
    ownerBookedIntro: '{name} ha reservado una sesión en el sitio.',
    ownerCancelledSubject: 'Reserva cancelada: {service}, {date} — {name}',
    ownerCancelledIntro: 'La reserva de {name} está cancelada; su horario vuelve a estar libre.',
    ownerReleasedSubject: 'Reserva liberada por falta de pago: {service}, {date} — {name}',
    ownerReleasedIntro:
      'La reserva de {name} no se pagó a tiempo y ha sido liberada; su horario vuelve a estar libre. {name} ha recibido un aviso por correo.',
    ownerMovedSubject: 'Reserva con nuevo horario: {service}, {date} — {name}',
    ownerMovedIntro: '{name} cambió su sesión a un nuevo horario.',
    ownerLabelVisitor: 'Quién',
    ownerLabelEmail: 'Correo',
    ownerLabelTheirTime: 'En su zona horaria',
    ownerLabelPhone: 'Teléfono',
    ownerLabelNote: 'Su mensaje',
    ownerLabelLanguage: 'Idioma',
    ownerPayPix: 'Pendiente el Pix de {price}: busca el código {reference} en los detalles del pago.',
    ownerPayLater:
      'No se envió código Pix (la persona está fuera de Brasil o no hay clave Pix): envía un enlace de pago de {price} o cobra en la sesión.',
    ownerPaid: 'Pagada: {price}.',
    ownerFree: 'Sesión gratuita: nada que cobrar.',
    ownerFooterWhy: 'Recibes este correo porque se reservó una sesión en {site}.',
  },
  privacyRequest: {
    title: 'Tus datos: consúltalos o bórralos',
    intro:
      'Escribe tu dirección de correo y te enviaremos a ella un enlace que funciona una vez, durante 24 horas. Abre una página donde puedes descargar todo lo que este sitio guarda sobre esa dirección y borrarlo.',
    emailLabel: 'Tu dirección de correo',
    submit: 'Enviarme el enlace',
    sending: 'Enviando...',
    sentTitle: 'Revisa tu bandeja de entrada',
    sent: 'Hemos enviado un enlace a {email}. Funciona una vez, durante 24 horas. Si no llega en unos minutos, busca en la carpeta de spam.',
    sentPlain:
      'Hemos enviado un enlace a la dirección que indicaste. Funciona una vez, durante 24 horas. Si no llega en unos minutos, busca en la carpeta de spam.',
    errorInline: 'No se pudo completar la solicitud: {message}',
    openIntro:
      'Pulsa el botón para abrir la página con tus datos. Después el enlace deja de funcionar: para volver más tarde, pide uno nuevo.',
    openButton: 'Abrir mis datos',
    invalidLink: 'Este enlace ya no funciona: ya se usó o han pasado más de 24 horas. Pide uno nuevo abajo.',
    sessionEnded: 'La página con tus datos se cerró (queda abierta una hora). Pide un enlace nuevo abajo.',
    dataHeading: 'Lo que este sitio guarda sobre {email}',
    dataIntro: 'Esta página queda abierta durante una hora, solo en este navegador.',
    subscription: 'Una suscripción al boletín ({status}), con el registro de tu consentimiento.',
    statuses: {
      subscribed: 'activa',
      pending: 'pendiente de confirmación',
      unsubscribed: 'cancelada',
      bounced: 'en pausa: tu servidor de correo rechazó nuestros mensajes',
    },
    quizRequests: {
      one: '{count} solicitud de la guía del cuestionario, con tus respuestas.',
      other: '{count} solicitudes de la guía del cuestionario, con tus respuestas.',
    },
    bookings: {
      one: '{count} sesión reservada, con lo que escribiste para ella y tus datos de contacto.',
      other: '{count} sesiones reservadas, con lo que escribiste para ellas y tus datos de contacto.',
    },
    mails: {
      one: '{count} correo que te enviamos o vamos a enviarte.',
      other: '{count} correos que te enviamos o vamos a enviarte.',
    },
    nothing: 'Nada aparte de esta solicitud: el sitio no guarda ningún dato sobre esta dirección.',
    downloadHeading: 'Descargar',
    downloadJson: 'Todo en JSON',
    downloadCsv: 'Todo en CSV (para hojas de cálculo)',
    deleteHeading: 'Borrar',
    deleteIntro:
      'Borra tu suscripción, tus solicitudes del cuestionario, tus reservas y todos los correos a esta dirección. Solo queda un código de la dirección, calculado con una clave secreta, para que una lista antigua nunca la traiga de vuelta; una sesión que pagaste sigue en la contabilidad, sin tu nombre, tu dirección ni tu nota.',
    deleteLink: 'Borrar todo…',
    confirmHeading: '¿Borrar todo sobre {email}?',
    confirmText: 'No se puede deshacer. Dejarás de recibir el boletín, y los correos que aún esperan no se enviarán.',
    confirmButton: 'Sí, borrar todo',
    cancel: 'No, volver',
    deleted:
      'Listo: todo lo que este sitio guardaba sobre tu dirección se ha borrado. Solo queda un código que no puede convertirse de nuevo en la dirección.',
    policyLink: 'Leer la política de privacidad',
  },
  footer: {
    tagline: 'Terapia vibracional y orientación espiritual, desde Brasil hasta donde estés.',
    pagesHeading: 'Páginas',
    supportHeading: 'Ayuda',
    socialHeading: 'Sígueme',
    newsletterHeading: 'Boletín',
    rights: '© {year} {brand}. Todos los derechos reservados.',
    healthNote: 'Las prácticas energéticas complementan la atención médica o psicológica, pero nunca la sustituyen.',
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
    ratings: { good: 'Bueno', 'needs-improvement': 'Necesita mejorar', poor: 'Deficiente' },
    intro:
      'Qué tan rápido es este sitio para quienes lo leen: medido en su propio navegador, en su teléfono y con su conexión, durante los últimos 28 días.',
    privacy:
      'Medición anónima: sin dirección, sin cookies, sin huella del navegador. Solo se guardan el tipo de página, el tipo de dispositivo, la familia del navegador, el tipo de conexión y el idioma.',
    summaryHeading: 'Los últimos 28 días',
    summaryIntro:
      'Cada cifra es el percentil 75: tres de cada cuatro visitas fueron al menos así de rápidas. La barra muestra cómo se reparten las mediciones entre bueno, necesita mejorar y deficiente.',
    p75: 'Percentil 75',
    samples: { one: 'de {count} visita', other: 'de {count} visitas' },
    splitLabel: 'Bueno {good}, necesita mejorar {needsImprovement}, deficiente {poor}',
    trendHeading: 'Día a día',
    trendIntro:
      'El percentil 75 de cada día con mediciones; las líneas discontinuas marcan los umbrales de bueno y deficiente.',
    trendCaption: '{metric}: percentil 75 por día',
    day: 'Día',
    groupsHeading: 'Por tipo de página, dispositivo e idioma',
    groupsIntro: 'El percentil 75 de cada métrica para cada combinación que tiene mediciones.',
    pageGroup: 'Páginas',
    device: 'Dispositivo',
    language: 'Idioma',
    groups: { home: 'Página de inicio', article: 'Artículos', guide: 'Guías', other: 'Otras páginas' },
    devices: { mobile: 'Teléfonos', desktop: 'Computadoras' },
    fewSamples: 'Pocas mediciones: léelas con cautela.',
    noValue: 'sin mediciones',
    emptyHeading: 'Todavía no hay mediciones',
    emptyText:
      'En cuanto la gente lea el sitio, sus navegadores informarán qué tan rápida fue cada página, y esta página mostrará las cifras de los últimos 28 días, por métrica, tipo de página, dispositivo e idioma.',
    unavailable: 'Ahora mismo no se pueden leer las mediciones. Inténtalo de nuevo en un minuto.',
    explainHeading: 'Qué significan las métricas',
    explain: {
      lcp: 'Cuándo apareció el texto o la imagen más grande de la primera pantalla: el momento en que la página parece lista.',
      fid: 'Cuánto tardó la página en empezar a reaccionar al primer toque o tecla.',
      cls: 'Cuánto se movió el contenido por sí solo mientras cargaba la página: cuanto menos, más estable.',
      fcp: 'Cuándo apareció en pantalla el primer texto o la primera imagen.',
      ttfb: 'Cuánto tardó el servidor en empezar a responder.',
      inp: 'Qué tan rápido respondió la página a toques y teclas durante toda la visita (cuentan las respuestas más lentas).',
    },
    thresholdsText:
      'Bueno hasta {good}, deficiente por encima de {poor}. Entre ambos, la página necesita mejorar. Son los umbrales que Google publica para las Core Web Vitals.',
    fidReplaced:
      'En marzo de 2024, Interaction to Next Paint reemplazó a First Input Delay entre las Core Web Vitals: tiene en cuenta todas las interacciones, no solo la primera. Aquí se sigue midiendo FID para comparar.',
    overlay: {
      button: 'Puntuación de rendimiento {score} de 100',
      measuring: 'Rendimiento: midiendo…',
      title: 'Rendimiento de esta página',
      close: 'Cerrar',
      score: 'Puntuación',
      waiting: 'esperando…',
      connection: 'Conexión',
      downlink: 'Velocidad de descarga',
      rtt: 'Tiempo de ida y vuelta',
      notReported: 'este navegador no lo informa',
      cause: 'Causa',
    },
    errors: {
      invalidRequest: 'La medición no llegó como se esperaba.',
      tooLarge: 'La medición era más grande de lo esperado.',
      unsupported: 'Las mediciones solo se aceptan en JSON.',
      crossSite: 'Las mediciones solo se aceptan desde las páginas de este sitio.',
      rateLimited: 'Demasiadas mediciones desde esta conexión. Inténtalo de nuevo en un minuto.',
      unavailable: 'Ahora mismo no se pudo guardar la medición.',
    },
  },
  chatWidget: CHAT_WIDGET_ES,
  blog: {
    toc: 'En esta página',
    breadcrumb: 'Ruta de navegación',
    share: 'Comparte este artículo',
    shareOn: 'Compartir en {network}',
    shareByEmail: 'Enviar por correo',
    related: 'Artículos relacionados',
    faqHeading: 'Preguntas frecuentes',
    authorHeading: 'Sobre la autora',
    authorBio:
      '{name} es terapeuta vibracional y guía espiritual, con más de {years} años de experiencia en lecturas energéticas, trabajo con chakras, radiestesia y meditación.',
    bookHeading: '¿Te gustaría una guía personal?',
    bookText: 'En una lectura miramos juntas tu energía y tu momento de vida, y te llevas prácticas pensadas para ti.',
    published: 'Publicado el {date}',
    updated: 'Actualizado el {date}',
    careNote:
      'Las prácticas energéticas complementan, y nunca sustituyen, la atención médica o psicológica profesional. Si no te encuentras bien, consulta a un profesional cualificado.',
    newsletterHeading: 'Recibe los próximos artículos',
    postsCount: { one: '{count} artículo', other: '{count} artículos' },
    heading: 'Blog',
    intro: 'Artículos sobre energía, intuición y práctica espiritual en el día a día.',
    by: 'Por {author}',
    categories: {
      divination: 'Adivinación',
      meditation: 'Meditación',
      energyWork: 'Trabajo Energético',
      protection: 'Protección',
      spaceClearing: 'Limpieza de Espacios',
      energyHealing: 'Sanación Energética',
      intuition: 'Intuición',
      espiritualidade: 'Espiritualidad',
      healing: 'Sanación',
      manifestation: 'Manifestación',
      quantumPhysics: 'Física Cuántica',
      beginnersGuide: 'Guía para Principiantes',
      secularSpirituality: 'Espiritualidad Laica',
    },
  },
  chat: {
    greeting:
      '¡Hola! Respondo con lo que dice este sitio sobre los chakras, el aura, el tarot, la meditación, la limpieza energética y las sesiones. ¿Qué te gustaría saber?',
    thanks: 'De nada. Si te surge otra duda, pregúntame.',
    unknown:
      'No lo sé: el sitio no habla de eso y prefiero no inventar. Puedes escribir a {name} desde la página de contacto.',
    health:
      'Las prácticas de este sitio complementan, y nunca sustituyen, la atención médica o psicológica: para síntomas, medicamentos o un diagnóstico, consulta a un médico o a un profesional cualificado.',
    crisis:
      'Siento mucho que estés pasando por esto, y no tienes que enfrentarlo en soledad. Habla con alguien ahora: en España, llama al 024 (gratuito, 24 horas); en Brasil, al CVV en el 188; en otros países, al número de emergencias local. Si estás en peligro ahora mismo, llama a emergencias.',
    booking:
      'El precio y los horarios libres de cada sesión están en la página de reservas; para cualquier otra cosa, escríbeme desde la página de contacto.',
    facts: {
      sessionPrice: 'Una sesión de {title} dura {minutes} minutos y cuesta {price}.',
      sessionFree: 'Una sesión de {title} dura {minutes} minutos y no tiene costo.',
      offerPrice: '{title} cuesta {price}.',
      sessionList: 'Las sesiones que puedes reservar: {items}.',
      courseList: 'Los cursos: {items}.',
      productList: 'Los productos: {items}.',
      sessionItem: '{title} ({minutes} minutos, {price})',
      sessionItemFree: '{title} ({minutes} minutos, sin costo)',
      offerItem: '{title} ({price})',
      booking:
        'Puedes reservar en la página de reservas: elige la sesión, luego un horario libre en tu propia zona horaria, y confirma con tu nombre y tu correo.',
      bookingNamed:
        'Puedes reservar {title} en su página de reservas: elige un horario libre en tu propia zona horaria y confirma con tu nombre y tu correo.',
      bookSource: 'Reservar {title}',
      whatsapp: 'Si lo prefieres, también puedes escribirme por WhatsApp.',
      placeBoth:
        'Ofrezco {sessions} de forma presencial en {city} o en línea, por videollamada, desde cualquier lugar.',
      placeOnline: 'Ofrezco {sessions} en línea, por videollamada.',
      placeInPerson: 'Ofrezco {sessions} de forma presencial en {city}.',
      languages: 'Ofrezco {sessions} en {languages}.',
      payPix:
        'Desde Brasil se paga con Pix: al reservar, el código Pix aparece en la página de tu reserva y en el correo de confirmación.',
      payAbroad: 'Desde fuera de Brasil, puedes pagar en la sesión o con el enlace que te envíe.',
      payLater: 'Puedes pagar en la sesión o con el enlace que te envíe.',
    },
    errors: {
      invalidRequest: 'Escribe una pregunta de 1 a 2000 caracteres.',
      tooLarge: 'La conversación es demasiado larga para enviarla. Bórrala y vuelve a preguntar.',
      unsupported: 'Las preguntas solo se aceptan en JSON.',
      crossSite: 'Las preguntas solo se aceptan desde las páginas de este sitio.',
      rateLimited: 'Demasiadas preguntas desde esta conexión en un minuto. Espera un momento y vuelve a preguntar.',
    },
  },
  contact: {
    heading: 'Contacto',
    intro: 'La forma más sencilla de contactarme es por correo electrónico. Respondo en un plazo de dos días hábiles.',
    emailCard: 'Correo electrónico',
    sendMessage: 'Enviar mensaje',
  },
  about: {
    intro: 'Terapeuta vibracional y guía espiritual con más de {years} años de experiencia.',
  },
  privacy: { heading: 'Política de Privacidad', lastUpdated: 'Última actualización: {date}' },
  terms: { heading: 'Términos de Uso', lastUpdated: 'Última actualización: {date}' },
  sitemap: {
    heading: 'Mapa del sitio',
    mainPages: 'Páginas principales',
    posts: 'Artículos del blog',
    support: 'Información legal y ayuda',
    xml: 'Mapa del sitio XML',
    categories: 'Categorías',
  },
  notFound: {
    title: 'Página no encontrada',
    heading: '¡Ups! Página no encontrada',
    text: 'La página que buscas no existe o ha cambiado de dirección.',
    home: 'Volver al inicio',
  },
  offline: {
    title: 'Estás sin conexión',
    description: 'Esta página aparece cuando no hay internet. Los artículos que ya abriste siguen en tu dispositivo.',
    text: 'Tu teléfono perdió la conexión, así que no pudimos cargar esta página. Los artículos que ya abriste se guardan en este dispositivo, y puedes leerlos ahora.',
    retry: 'Intentar de nuevo',
    savedHeading: 'Guardados en este dispositivo',
    savedEmpty:
      'Todavía no hay nada guardado. Los artículos y guías que abras con conexión se quedan aquí, para que puedas leerlos sin señal.',
    savedOn: 'guardado el {date}',
    savedNotice: 'Estás leyendo la copia guardada en este dispositivo el {date}, porque la conexión no responde.',
    notSentTitle: 'Todavía no se envió',
    sendAgain: 'Enviar de nuevo',
  },
  pageNames: {
    home: 'Inicio',
    blog: 'Blog',
    topics: 'Temas',
    services: 'Servicios',
    courses: 'Cursos',
    products: 'Productos',
    about: 'Sobre mí',
    faq: 'Preguntas frecuentes',
    contact: 'Contacto',
    spiritualGuidance: 'Guía espiritual',
    chakra: 'Guía de chakras',
    performance: 'Web Vitals',
    audit: 'Salud del sitio',
    sitemap: 'Mapa del sitio',
    privacy: 'Privacidad',
    terms: 'Términos de uso',
    quiz: 'Cuestionario espiritual',
  },
  practice: {
    heading: 'Una práctica para hoy',
    intro: 'Una pequeña práctica para probar antes de seguir. Pulsa el botón para ver otra.',
    another: 'Mostrar otra práctica',
    minutes: { one: '{count} minuto', other: '{count} minutos' },
    items: [
      {
        title: 'Tres respiraciones de enraizamiento',
        text: 'Siente los dos pies en el suelo. Inhala contando hasta cuatro y exhala contando hasta seis, tres veces, y nota el peso de tu cuerpo.',
        minutes: '2',
      },
      {
        title: 'La mano en el corazón',
        text: 'Apoya una mano en el pecho. Nombra algo por lo que sientes gratitud y quédate un minuto con el calor de tu mano.',
        minutes: '1',
      },
      {
        title: 'Despeja un rincón',
        text: 'Elige un pequeño rincón de tu casa, abre la ventana y ordena solo ese espacio. Observa cómo se siente el aire después.',
        minutes: '10',
      },
      {
        title: 'Escucha hacia dentro',
        text: 'Siéntate en silencio y pregúntate: ¿qué necesito ahora? Escribe la primera respuesta que llegue, sin juzgarla.',
        minutes: '5',
      },
      {
        title: 'Camina sin el teléfono',
        text: 'Da un paseo corto y deja que tu atención descanse en los sonidos, los colores y tu respiración.',
        minutes: '10',
      },
    ],
  },
  chakraGuide: {
    chakrasHeading: 'Los siete chakras',
    chakraNumber: 'Chakra {number} de 7',
    location: 'Ubicación',
    color: 'Color',
    element: 'Elemento',
    purpose: 'Propósito',
    function: 'Función',
    symptoms: 'Señales de que necesita cuidado',
    underactive: 'Cuando está poco activo',
    overactive: 'Cuando está demasiado activo',
    crystals: 'Cristales',
    soundHeading: 'Sanación con sonido: notas y mantras',
    soundIntro:
      'Cada chakra resuena con una nota de la escala y con un mantra semilla. Cántalo o tararéalo durante algunas respiraciones lentas, mientras dejas reposar tu atención en su centro.',
    note: 'Nota',
    mantra: 'Mantra',
    benefitsHeading: 'Lo que la alineación puede aportarte',
    signsHeading: 'Señales de desequilibrio',
    physical: 'Físico',
    emotional: 'Emocional',
    mental: 'Mental',
    methodsHeading: 'Ocho formas de alinear tus chakras',
    dailyHeading: 'Prácticas diarias',
    journeyHeading: 'Comienza tu camino',
    conclusionHeading: 'Reflexiones finales',
    faqHeading: 'Preguntas sobre la alineación de chakras',
    hubHeading: 'Tus chakras, uno a uno',
    hubIntro: 'Empieza por el centro que más te llame, o lee la guía completa más abajo.',
    hubFaqHeading: 'Chakras: preguntas frecuentes',
    guideLink: 'Lee la guía completa',
  },
  hub: {
    guideLabel: 'Guía',
  },
  aboutPage: {
    expertiseHeading: 'Áreas de especialización',
    philosophyHeading: 'Cómo trabajo',
    profileHeading: 'Mi camino',
    cta: 'Ponte en contacto',
  },
  bookingPages: {
    titles: {
      services: 'Reserva una sesión',
      time: 'Elige el día y la hora',
      details: 'Tus datos',
      booked: 'Tu sesión está reservada',
      change: 'Cambia el horario de tu sesión',
      cancel: 'Cancela tu sesión',
    },
    servicesDescription:
      'Reserva en línea una lectura energética, una consulta o una primera conversación de mentoría: mira los horarios libres en tu zona horaria.',
    servicesIntro:
      'Elige la sesión que resuena contigo. Verás mis horarios libres en tu propia zona horaria y podrás reservar en un minuto.',
    /** A session's facts on its card. */
    minutes: '{minutes} minutos',
    free: 'Gratuita',
    /** The price for visitors outside Brazil, after the price in reais. */
    abroad: 'fuera de Brasil: {price}',
    online: 'En línea, por videollamada',
    inPerson: 'Presencial en {city}',
    languages: 'En {languages}',
    chooseTime: 'Elegir horario',
    /** The time step. */
    shownIn: 'Horarios mostrados en esta zona horaria: {zone}.',
    ownerTime: 'Mi zona horaria es {zone}.',
    zoneLabel: 'Mostrar los horarios en la hora de',
    zoneButton: 'Mostrar',
    noTimes: 'No hay horarios libres en estos días. Mira los días siguientes, por favor.',
    earlier: 'Días anteriores',
    later: 'Días siguientes',
    calendar: {
      yourZone: 'Horarios mostrados en tu zona horaria: {zone}.',
      chosenZone: 'Horarios mostrados en la zona horaria que elegiste: {zone}.',
      loading: 'Buscando los horarios libres…',
      failed: 'El calendario no pudo cargar los horarios libres. Aún puedes elegir uno de los horarios de abajo.',
      previousMonth: 'Mes anterior',
      nextMonth: 'Mes siguiente',
      dayTimes: { one: '{day}: {count} horario libre', other: '{day}: {count} horarios libres' },
      dayFull: '{day}: sin horarios libres',
      timesOn: 'Horarios libres: {day}',
      noTimesInMonth: 'No hay horarios libres este mes. Mira el siguiente, por favor.',
    },
    /** The database did not answer: the page says so and offers the contact page. */
    unavailable: 'No se pueden mostrar los horarios ahora. Inténtalo de nuevo en un momento o escríbeme.',
    /** The details step. */
    chosen: '{service}, {when}',
    inOwnerTime: '{when} en mi zona horaria',
    otherTime: 'Elegir otro horario',
    name: 'Tu nombre',
    email: 'Tu correo electrónico',
    phone: 'WhatsApp (opcional)',
    phoneHint: 'Con el código de país, por ejemplo +34 612 345 678. Solo para contactarte sobre esta sesión.',
    note: 'Algo que quieras contarme antes (opcional)',
    noteHint:
      'Se guarda solo para esta sesión y se borra {days} días después. Comparte solo lo que te resulte cómodo compartir.',
    consent:
      'Acepto que mi nombre, correo, WhatsApp y mensaje se usen solo para organizar y realizar esta sesión, como describe la política de privacidad.',
    privacyLink: 'Política de privacidad',
    submit: 'Confirmar la reserva',
    nearestHeading: 'Horarios libres más cercanos',
    /** The booking's page. */
    session: 'Sesión',
    reference: 'Código de reserva',
    when: 'Cuándo',
    where: 'Dónde',
    price: 'Precio',
    mailSent: 'Una confirmación con la invitación para tu calendario va de camino a {email}.',
    awaitingPayment: 'Tu horario queda reservado hasta que llegue el pago.',
    payHeading: 'Paga con Pix',
    payText: 'Abre la app de tu banco, elige Pix y escanea el código o pega el texto “copia e cola”.',
    pixCode: 'Código Pix (copia e cola)',
    pixQrAlt: 'Código QR de Pix por {price}',
    payAbroad: 'Desde fuera de Brasil puedes pagar en la sesión o con el enlace que te enviaré.',
    linkNotValid: 'Este enlace de reserva no es válido. Usa el enlace de tu correo de confirmación, por favor.',
    /** WhatsApp beside the invitation to book. */
    whatsapp: 'Preguntar por WhatsApp',
    whatsappText: '¡Hola! Me gustaría reservar una sesión.',
    /** Moving or cancelling a booking by its signed link. */
    changeNow: 'Tu sesión ahora: {when}.',
    changeIntro:
      'Elige un nuevo horario abajo. Tu horario actual sigue reservado para ti hasta que confirmes el nuevo.',
    moveTo: 'Nuevo horario: {when}',
    moveSubmit: 'Cambiar mi sesión',
    cancelQuestion:
      '¿Quieres cancelar esta sesión? Su horario quedará libre para otra persona y recibirás una confirmación por correo.',
    cancelSubmit: 'Sí, cancelar mi sesión',
    keep: 'Mantener mi sesión',
    /** {until} is the owner's cut-off before the session. */
    changeUntil: 'Puedes cambiar el horario o cancelar esta sesión aquí hasta el {until}.',
    rescheduleLink: 'Cambiar a otro horario',
    cancelLink: 'Cancelar la sesión',
    contact: 'Escríbeme',
    whatsappChange: '¡Hola! Quisiera cambiar mi sesión, referencia de la reserva {reference}.',
    cancelledStatus: 'Esta sesión está cancelada.',
    bookAgain: 'Reservar otro horario',
    changeUnavailable: 'Ahora no se puede mostrar tu reserva. Inténtalo de nuevo en un momento, o escríbeme.',
  },
  booking: {
    /** Why a link to move or cancel a booking opens nothing; {hours} is the owner's cut-off. */
    changeRefusals: {
      invalidLink: 'Este enlace no es válido. Usa el enlace del correo más reciente sobre la sesión.',
      earlierLink:
        'Este enlace es de una versión anterior de tu reserva: ya se usó, o la sesión cambió desde entonces. Usa el enlace del correo más reciente.',
      cancelled: 'Esta reserva ya está cancelada.',
      expired: 'Este enlace caducó: ya llegó la hora de la sesión.',
      tooLate:
        'Ya pasó el plazo para cambiar esta sesión en línea: aquí se puede cambiar o cancelar hasta {hours} horas antes. Escríbeme o mándame un mensaje por WhatsApp y buscaremos juntos una solución.',
    },
    /** The answer when someone else booked the time a moment before (409), above the nearest free times. */
    taken: 'Alguien acaba de reservar este horario. Aquí tienes los horarios libres más cercanos.',
    /** A time the owner does not offer (any more): too soon, outside her hours, a day off. */
    unavailableTime: 'Este horario ya no se puede reservar. Elige otro, por favor.',
    /** A session that cannot be booked online. */
    unknownService: 'Esta sesión no se puede reservar en línea. Elige otra o escríbeme.',
  },
  contactPage: {
    emailCardText:
      'Cuéntame un poco qué te trae por aquí. Bastan unas pocas líneas, y todo lo que compartas quedará entre tú y yo.',
    subject: 'Mensaje desde el sitio web de Vibra',
    /** The opening of the e-mail, for the visitor to complete. */
    body: '¡Hola! Quería contarte un poco qué me trae por aquí:\n',
    bookingHeading: '¿Quieres reservar una sesión?',
    bookingText: 'Elige una lectura o una consulta y encontraremos un horario que te convenga.',
  },
  faqPage: {
    filterLabel: 'Filtrar las preguntas',
    filterPlaceholder: 'Escribe una palabra, por ejemplo, chakra',
    noResults: 'Ninguna pregunta coincide con "{query}". Prueba con otra palabra o escríbeme.',
    shown: '{count} de {total} preguntas',
    setHome: 'Sesiones y práctica',
    setChakraHub: 'Chakras',
    setChakraGuide: 'Alineación de chakras',
  },
  offerPage: {
    enquire: 'Consultar por correo electrónico',
    enquireSubject: 'Consulta sobre {title}',
    /** The opening of the enquiry e-mail, for the visitor to complete. */
    enquireBody: '¡Hola! Me gustaría saber más sobre {title}. Mi pregunta:\n',
    bookService: 'Reservar esta sesión',
    priceNote:
      'Precios en dólares estadounidenses. Escríbeme para conocer el precio en reales brasileños y las formas de pago.',
    noCheckout: 'No hay pago en línea: escríbeme y te responderé con todos los detalles.',
    otherOffers: 'Otras opciones',
    /** Where the services are offered, as structured data says it. */
    areaServed: 'Todo el mundo (en línea), Brasil (presencial)',
  },
  sitemapPage: {
    services: 'Servicios',
    offers: 'Cursos y productos',
  },
  audit: {
    builtAt: 'Informe de la compilación del {date}.',
    comparedWith: 'Comparado con la compilación del {date}.',
    noReport: 'Todavía no hay ningún informe: se genera cada vez que se compila el sitio.',
    overall: {
      green: 'Se superan todas las comprobaciones.',
      amber: 'No hay nada roto; algunas cosas merecen un vistazo.',
      red: 'Hay algo que corregir antes de la próxima publicación.',
    },
    states: { green: 'OK', amber: 'Merece un vistazo', red: 'Por corregir' },
    languagesHeading: 'Páginas por idioma',
    language: 'Idioma',
    pages: 'Páginas',
    translated: 'Traducidas',
    checksHeading: 'Comprobaciones',
    found: { one: '{count} hallazgo', other: '{count} hallazgos' },
    previous: 'compilación anterior: {count}',
    more: { one: 'y {count} más', other: 'y {count} más' },
    detector:
      'El detector de idioma leyó {judged} bloques de texto y coincidió con el idioma de la página en {agreed}. Otros {notJudged} bloques (nombres, etiquetas, botones) son demasiado cortos para evaluarlos.',
    checks: {
      completeness: {
        name: 'Traducciones presentes',
        explain:
          'Cada artículo, página y texto existe en los cuatro idiomas o está marcado como pendiente de traducción (y entonces se muestra en inglés, con un aviso).',
      },
      language: {
        name: 'Texto en el idioma de la página',
        explain:
          'Cada párrafo, título, tarjeta y extracto está en el idioma de su página, salvo que esté marcado como cita.',
      },
      links: {
        name: 'Enlaces y anclas',
        explain: 'Cada enlace, imagen y ancla interna del sitio lleva a un destino que existe.',
      },
      hreflang: {
        name: 'Versiones por idioma (hreflang)',
        explain:
          'Cada página traducida indica sus versiones en los demás idiomas, y cada una de ellas la indica a su vez.',
      },
      titles: {
        name: 'Títulos de las páginas',
        explain: 'Cada página tiene un título de {min} a {max} caracteres, distinto de los demás en su idioma.',
      },
      descriptions: {
        name: 'Descripciones',
        explain:
          'Cada página tiene una descripción de {min} a {max} caracteres para los resultados de búsqueda, distinta de las demás.',
      },
      headings: {
        name: 'Un único encabezado principal',
        explain: 'Cada página tiene exactamente un encabezado principal (h1).',
      },
      structuredData: {
        name: 'Datos estructurados',
        explain: 'Los datos para los buscadores (JSON-LD) se pueden leer y tienen los campos que estos exigen.',
      },
      depth: {
        name: 'Profundidad de las guías principales',
        explain:
          'La guía de chakras tiene al menos 3000 palabras, y cada uno de los siete artículos principales, al menos 2000.',
      },
      translationLength: {
        name: 'Longitud de las traducciones',
        explain:
          'Cada traducción se aparta como mucho un 20 % de la longitud del texto en inglés; una mucho más corta suele haber perdido algún pasaje.',
      },
      staleTranslations: {
        name: 'Traducciones al día',
        explain: 'El texto en inglés no ha cambiado desde que se hizo cada traducción a partir de él.',
      },
      pageWeight: {
        name: 'Peso de la página',
        explain: 'Lo que descarga un móvil para la primera vista de una página (comprimido): como máximo {budget}.',
      },
      javascript: {
        name: 'Script antes de la interacción',
        explain:
          'El script que se ejecuta antes de que el visitante toque la página suma como máximo {budget}; el resto se carga cuando hace falta.',
      },
      samples: {
        name: 'Contenido de ejemplo',
        explain:
          'Valores provisionales que la responsable del sitio sustituye por los datos reales antes del lanzamiento.',
      },
    },
    findings: {
      missingTranslation: 'sin versión en {language}',
      awaitingTranslation: 'pendiente de traducción al {language}',
      wrongLanguage: 'texto en {language}:',
      brokenLink: 'el enlace a {value} no lleva a ninguna parte',
      missingAnchor: 'el ancla {value} no existe en la página a la que apunta',
      notReciprocal: '{value} no enlaza de vuelta a esta página',
      missing: 'falta {value}',
      duplicate: 'texto igual al de {value}',
      tooLong: '{value} caracteres, más de {limit}',
      tooShort: '{value} caracteres, menos de {limit}',
      headingCount: '{value} encabezados principales en lugar de uno',
      unparsable: 'datos estructurados que no se pueden leer',
      missingField: 'falta {value}',
      fewWords: '{value} palabras, menos de {limit}',
      lengthRatio: '{value} % de la longitud del texto en inglés',
      sourceChanged: 'el texto en inglés cambió después de esta traducción',
      overBudget: '{value}, por encima del límite de {limit}',
      sample: 'todavía es de ejemplo',
    },
    /** What a piece of content that is not one page is called. */
    collections: {
      posts: 'Artículo',
      services: 'Servicio',
      offers: 'Oferta',
      guides: 'Guía',
      pages: 'Página',
      legal: 'Texto legal',
      faq: 'Preguntas y respuestas',
      quiz: 'Cuestionario',
      gift: 'Regalo de bienvenida',
      testimonials: 'Testimonios',
    },
    sampleTestimonials: 'testimonios (historias de ejemplo)',
  },
  relatedContent: {
    heading: 'Lecturas recomendadas',
    intro: 'Tres artículos para empezar.',
  },
  pages: {
    quiz: {
      title: 'Cuestionario espiritual — ¿qué práctica es para ti?',
      description:
        'Seis preguntas tranquilas, unos dos minutos: encuentra tu camino entre alineación de chakras, expansión del aura y mesas radiónicas.',
    },
    quizTiebreaker: {
      title: 'Cuestionario espiritual — una última pregunta',
      description:
        'Dos o tres caminos quedaron empatados en tus respuestas: una última pregunta decide qué práctica es para ti ahora.',
    },
    home: {
      title: 'Vibra — Terapia Vibracional y Orientación Espiritual',
      description:
        'Lecturas energéticas, trabajo con chakras y orientación espiritual desde Brasil, con artículos gratuitos sobre chakras, aura, tarot, meditación e intuición.',
    },
    blog: {
      title: 'Blog — Chakras, Aura, Tarot y Meditación',
      description:
        'Artículos prácticos sobre chakras, aura, tarot, meditación, intuición y limpieza energética, fruto de más de 15 años de práctica terapéutica.',
    },
    topics: {
      title: 'Temas — Por Dónde Empezar',
      description:
        'Todos los temas de Vibra en un solo lugar: chakras, aura, radiónica, meditación, manifestación y espiritualidad para principiantes.',
    },
    services: {
      title: 'Servicios — Lecturas, Sesiones y Cursos',
      description:
        'Lecturas energéticas, consultas, coaching, planes de sanación a medida, talleres grupales y cursos digitales, en línea o presenciales.',
    },
    courses: {
      title: 'Cursos — Aprende a tu Ritmo',
      description:
        'Cursos en línea sobre chakras y práctica energética, con clases en video y ejercicios guiados para hacer en casa.',
    },
    products: {
      title: 'Productos — Guías y Kits de Cristales',
      description:
        'Guías y kits de cristales elegidos para acompañar tu práctica entre sesiones, con instrucciones de uso claras.',
    },
    about: {
      title: 'Sobre mí — Más de 15 Años de Orientación Espiritual',
      description:
        'Conoce a quien está detrás de Vibra: más de 15 años de lecturas energéticas, trabajo con chakras, radiestesia y meditación.',
    },
    faq: {
      title: 'Preguntas Frecuentes — Sesiones, Chakras y Práctica',
      description:
        'Respuestas sobre sesiones, lecturas energéticas, chakras, privacidad y la meditación guiada gratuita, reunidas en un solo lugar.',
    },
    contact: {
      title: 'Contacto — Escribe a Vibra',
      description:
        '¿Dudas sobre sesiones, cursos o productos? Escribe un correo y recibe una respuesta en un plazo de dos días hábiles.',
    },
    performance: {
      title: 'Web Vitals — La Velocidad de Este Sitio',
      description:
        'Mediciones con visitantes reales de la velocidad de carga y respuesta de Vibra, página por página, siempre actualizadas y públicas.',
    },
    audit: {
      title: 'Salud del Sitio — Comprobada en Cada Compilación',
      description:
        'El estado del sitio, comprobado en cada compilación: traducciones, enlaces, títulos, datos estructurados, peso de las páginas y contenido de ejemplo.',
    },
    sitemap: {
      title: 'Mapa del Sitio — Todas las Páginas de Vibra',
      description:
        'Todas las páginas, artículos y categorías de Vibra en una sola lista, con enlace al mapa del sitio XML para los buscadores.',
    },
    privacy: {
      title: 'Política de Privacidad — Vibra',
      description:
        'Qué datos recoge Vibra, por qué, durante cuánto tiempo y cómo ejercer tus derechos según la LGPD de Brasil.',
    },
    privacyRequest: {
      title: 'Tus datos — consúltalos o bórralos — Vibra',
      description:
        'Pide un enlace por correo y descarga todo lo que Vibra guarda sobre tu dirección, en JSON o CSV, o bórralo (LGPD, art. 18).',
    },
    newsletterArchive: {
      title: 'Archivo del boletín — Ediciones anteriores — Vibra',
      description:
        'Lee las ediciones anteriores del boletín de Vibra: prácticas, reflexiones y novedades sobre energía, chakras y meditación, tal como se enviaron.',
    },
    terms: {
      title: 'Términos de Uso — Vibra',
      description:
        'Los términos que se aplican al uso del sitio web de Vibra, sus artículos, sesiones, cursos y productos.',
    },
  },
};
