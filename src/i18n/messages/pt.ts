import { CHAT_WIDGET_PT } from './chat-widget.ts';
import type { Messages } from './en.ts';

/** Brazilian Portuguese UI messages. */
export const pt: Messages = {
  meta: {
    siteDescription:
      'Terapia vibracional, leituras energéticas e orientação espiritual no Brasil: artigos sobre chakras, aura, tarô e meditação, cursos e sessões individuais.',
    ogImageAlt: 'Vibra — orientação espiritual e terapia vibracional',
  },
  common: {
    serverBusy: 'O site está muito movimentado agora. Tente de novo em alguns segundos.',
    invalidAddress: 'Este endereço não é válido.',
    methodNotAllowed: 'Este endereço não aceita este tipo de solicitação.',
    notTranslated: 'Esta página ainda não foi traduzida para o português. Você está lendo a versão em inglês.',
    skipToContent: 'Pular para o conteúdo principal',
    bookReading: 'Agende uma leitura',
    sampleNotice: 'Conteúdo de exemplo — será substituído pelo texto definitivo.',
    comingSoon: 'Esta página está sendo preparada. Volte em breve.',
    minutesRead: '{minutes} min de leitura',
  },
  navbar: {
    label: 'Principal',
    home: '{brand} — início',
    services: 'Serviços',
    blog: 'Blog',
    courses: 'Cursos',
    products: 'Produtos',
    about: 'Sobre',
    webVitals: 'Web Vitals',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
  },
  languageSwitcher: {
    label: 'Idioma',
    current: 'Idioma atual: {language}',
    switchTo: 'Ler esta página em {language}',
  },
  hero: {
    eyebrow: 'Terapia vibracional · Orientação espiritual',
    title: 'Volte para o seu centro',
    subtitle:
      'Orientação gentil e prática para a sua energia, a sua intuição e a sua vida espiritual no dia a dia — em sessões, cursos e artigos gratuitos.',
    ctaBlog: 'Ler os artigos',
    ctaTopics: 'Explorar os temas',
    videoLabel: 'Luz suave deslizando sobre a água (vídeo decorativo)',
  },
  aboutTherapist: {
    heading: 'Olá, eu sou {name}',
    avatarAlt: 'Retrato de {name}',
    paragraph1:
      'Há mais de {years} anos acompanho pessoas em momentos de mudança com leituras energéticas, trabalho com chakras, radiestesia e meditação. Meu trabalho é tranquilo e pé no chão: olhamos para o que está acontecendo na sua vida e na sua energia e encontramos práticas que você consiga manter de verdade.',
    paragraph2:
      'Você não precisa seguir nenhuma religião nem acreditar em nada em especial. Basta ter curiosidade e um pouco de tempo para você. As sessões acontecem online ou presencialmente no Brasil, em português, inglês, espanhol ou italiano.',
    cta: 'Mais sobre mim',
  },
  topics: {
    heading: 'Temas para explorar',
    intro: 'Comece pelo que mais chamar a sua atenção. Cada tema leva a um artigo prático.',
    items: {
      chakraAlignment: {
        title: 'Alinhamento dos chakras',
        text: 'Entenda os sete centros de energia e conheça formas simples de equilibrá-los.',
      },
      auraExpansion: {
        title: 'Expansão da aura',
        text: 'Fortaleça e dê mais brilho ao campo energético que envolve você.',
      },
      radionicsTables: {
        title: 'Mesas radiônicas',
        text: 'Como os terapeutas trabalham com gráficos e pêndulo, passo a passo.',
      },
      beginnerSpirituality: {
        title: 'Espiritualidade para iniciantes',
        text: 'Primeiros passos para uma vida espiritual que caiba na sua rotina.',
      },
      nonReligiousSpirituality: {
        title: 'Espiritualidade sem religião',
        text: 'Sentido, presença e conexão, sem precisar aderir a nenhuma tradição.',
      },
      guidedMeditation: {
        title: 'Meditação guiada',
        text: 'De cinco a dez minutos de silêncio por dia, e como transformar isso em hábito.',
      },
      lawOfAttraction: {
        title: 'Lei da atração',
        text: 'Intenção, ação e gratidão, sem pensamento mágico.',
      },
      quantumEnergy: {
        title: 'Energia quântica',
        text: 'O que essa metáfora significa na prática espiritual — e o que ela não significa.',
      },
    },
  },
  video: {
    heading: "Ho'oponopono: uma prática de reconciliação",
    text: 'Quatro frases simples — sinto muito, me perdoe, sou grato, eu te amo — e alguns minutos de presença. Assista à breve prática guiada.',
    play: "Reproduzir o vídeo de Ho'oponopono",
    thumbnailAlt: "Prática guiada de Ho'oponopono — miniatura do vídeo",
    privacyNote:
      'O vídeo é carregado do YouTube (modo de privacidade aprimorada) somente depois que você clicar em reproduzir.',
    iframeTitle: "Prática guiada de Ho'oponopono (vídeo do YouTube)",
  },
  services: {
    heading: 'Serviços',
    intro: 'Sessões individuais, cursos e círculos — online ou presenciais.',
    featured: 'Mais procurado',
    viewAll: 'Todos os serviços',
  },
  featuredProducts: {
    heading: 'Cursos e produtos em destaque',
    intro: 'Ferramentas para continuar praticando entre as sessões.',
    from: 'A partir de {price}',
    categories: { course: 'Curso', ebook: 'E-book', product: 'Produto' },
  },
  testimonials: {
    heading: 'Histórias de Transformação',
    intro: 'O que as pessoas dizem depois das sessões.',
    rating: 'Avaliação: {rating} de 5',
  },
  faq: {
    heading: 'Perguntas frequentes',
    intro: 'Respostas para o que as pessoas costumam perguntar antes da primeira sessão.',
    contactPrompt: 'Ainda tem alguma dúvida?',
    contactLink: 'Escreva para mim',
  },
  quiz: {
    heading: 'Qual prática combina com você agora?',
    intro:
      'Seis perguntas tranquilas sobre como você tem vivido e se sentido. Leva uns dois minutos e, no final, se quiser, você recebe um guia gratuito do seu caminho.',
    start: 'Começar o quiz',
    progress: 'Pergunta {current} de {total}',
    progressLabel: 'Seu progresso no quiz',
    back: 'Voltar',
    next: 'Avançar',
    seeResult: 'Ver meu resultado',
    incomplete: 'Responda todas as perguntas para ver seu resultado: uma ou mais ficaram em branco.',
    chooseOne: 'Escolha uma resposta para continuar.',
    tiebreakerTitle: 'Uma última pergunta',
    decide: 'Mostrar meu caminho',
    transitionLabel: 'Preparando seu resultado',
    skip: 'Pular',
    resultEyebrow: 'Seu resultado no quiz',
    resultTitle: '{name}: o seu caminho agora',
    resultDescription: '{tagline} Práticas para esta semana, do quiz espiritual da Vibra.',
    thisWeek: 'O que experimentar nesta semana',
    readMore: 'Leia mais sobre este caminho',
    bookHeading: 'Quer ir mais fundo?',
    bookText:
      'Numa leitura pessoal, olhamos juntos para a sua energia e escolhemos as práticas que fazem sentido para você.',
    sharedHeading: 'Qual caminho combina com você?',
    sharedText:
      'Seis perguntas tranquilas, uns dois minutos: descubra se o alinhamento dos chakras, a expansão da aura ou as mesas radiônicas combinam com você agora.',
    takeQuiz: 'Fazer o quiz',
    retake: 'Refazer o quiz',
    noScriptNote: 'As seis perguntas estão nesta página. Escolha uma resposta para cada uma e veja seu resultado.',
    shareAlt: '{name} — um resultado do quiz espiritual da Vibra',
    captureHeading: 'Seu guia gratuito por e-mail',
    captureText:
      'Um guia curto para o seu caminho, com uma prática diária e um plano para as primeiras semanas. Um e-mail e nada mais, a não ser que você peça.',
    captureEmailLabel: 'Seu e-mail',
    captureNewsletter: 'Quero receber também a newsletter (cerca de uma vez por mês; cancele com um clique).',
    captureSubmit: 'Quero receber o guia',
    captureSending: 'Enviando...',
    thankYouTitle: 'Obrigada!',
    thankYouText: 'O guia foi enviado para {email}. Se não chegar em alguns minutos, dê uma olhada na pasta de spam.',
    guideEyebrow: 'Seu guia gratuito',
    guideTitle: '{title} — guia gratuito',
    errorInline: 'Não foi possível enviar o guia: {message}',
    guidePdf: 'Baixar este guia em PDF',
  },
  newsletter: {
    heading: 'Uma meditação guiada dos chakras, de presente',
    intro: 'Assine a newsletter e receba, como presente de boas-vindas, um áudio de meditação guiada dos chakras.',
    emailLabel: 'Seu endereço de e-mail',
    placeholder: 'voce@exemplo.com',
    submit: 'Assinar',
    sending: 'Enviando...',
    privacy: 'No máximo um e-mail por mês. Cancele a inscrição com um clique.',
    invalidEmail: 'Por favor, insira um endereço de e-mail válido',
    /** Label of the field bots fill and people never see (the honeypot). */
    honeypotLabel: 'Deixe este campo em branco',
    successTitle: 'Inscrição realizada!',
    successBody: 'Você se inscreveu na nossa newsletter espiritual.',
    successGift:
      'Seu presente, uma meditação guiada dos chakras, já está a caminho da sua caixa de entrada. Se não chegar em alguns minutos, dê uma olhada na pasta de spam.',
    pendingTitle: 'Confira a sua caixa de entrada',
    pendingBody:
      'Enviamos um e-mail para você: primeiro confirme a inscrição por lá, e em seguida chega o seu presente, uma meditação guiada dos chakras. Se o e-mail não chegar em alguns minutos, dê uma olhada na pasta de spam.',
    duplicateInline: 'Este e-mail já está inscrito na nossa newsletter.',
    duplicateTitle: 'E-mail já inscrito',
    duplicateBody: 'Este endereço de e-mail já faz parte da nossa lista.',
    errorInline: 'Erro na inscrição: {message}',
    errorTitle: 'Erro',
    errorBody: 'Ocorreu um erro ao tentar inscrever o seu e-mail.',
    connectionInline: 'Houve um problema de conexão. Tente novamente.',
    connectionTitle: 'Erro de conexão',
    connectionBody: 'Não foi possível se conectar ao servidor. Tente novamente mais tarde.',
    dismiss: 'Fechar notificação',
    /** Safe reasons shown in place of {message} in errorInline: never a raw server error. */
    reasons: {
      invalidRequest: 'o formulário não chegou como esperado. Recarregue a página e tente novamente.',
      tooLarge: 'o formulário enviou mais dados do que o esperado.',
      unsupported: 'o formulário foi enviado em um formato que o site não aceita.',
      crossSite: 'o formulário foi enviado de outro site.',
      rateLimited: 'muitas tentativas a partir da sua conexão. Aguarde um minuto e tente novamente.',
      unavailable: 'nosso serviço está temporariamente indisponível e nada foi salvo. Tente novamente em instantes.',
      unexpected: 'algo deu errado do nosso lado. Tente novamente mais tarde.',
    },
  },
  /** The pages linked from newsletter e-mails. */
  newsletterPages: {
    unsubscribeTitle: 'Cancelar a inscrição na newsletter',
    unsubscribeIntro: 'Clique no botão para deixar de receber a newsletter da Vibra neste endereço.',
    unsubscribeButton: 'Cancelar inscrição',
    unsubscribedTitle: 'Sua inscrição foi cancelada',
    unsubscribedBody:
      'Você não vai mais receber a newsletter neste endereço. Se foi um engano, é só se inscrever de novo logo abaixo.',
    confirmTitle: 'Confirme a sua inscrição',
    confirmIntro:
      'Clique no botão para confirmar que você quer receber a newsletter e o seu presente de boas-vindas neste endereço.',
    confirmButton: 'Confirmar minha inscrição',
    confirmedTitle: 'Sua inscrição está confirmada',
    confirmedBody:
      'Boas-vindas! A sua meditação guiada dos chakras já está a caminho da sua caixa de entrada, e você também pode ouvi-la aqui:',
    invalidLinkTitle: 'Este link não funciona mais',
    invalidLinkBody:
      'Talvez ele esteja incompleto ou tenha vindo de um e-mail antigo. Abra o link de novo a partir do e-mail ou escreva para nós, que vamos ajudar você.',
    giftIntro:
      'Seu presente de boas-vindas: uma meditação guiada pelos sete chakras. Procure um lugar tranquilo, sente-se ou deite-se confortavelmente e, se puder, use fones de ouvido.',
    giftListen: 'Ouvir a meditação',
    giftDownload: 'Baixar o áudio (MP3, {size})',
    giftDuration: '{minutes} minutos',
    giftTranscript: 'Transcrição',
    backHome: 'Voltar para a página inicial',
  },
  newsletterArchive: {
    pastEditions: 'Edições anteriores',
    heading: 'Edições anteriores da newsletter',
    intro:
      'As edições já enviadas para quem assina, reunidas aqui para você ler com calma, no seu tempo. A mais recente aparece primeiro.',
    sentOn: 'Enviada em {date}',
    empty: 'Ainda não há edições — assine para receber a primeira.',
    feed: 'Acompanhe as novas edições por RSS',
    feedDescription:
      'Edições anteriores da newsletter da Vibra em português: práticas, reflexões e novidades, do jeito que foram enviadas.',
    allEditions: 'Todas as edições',
    alsoIn: 'Também em',
    nextHeading: 'Receba a próxima na sua caixa de entrada',
    notInLanguageHeading: 'Esta edição não foi escrita em português',
    notInLanguageText: 'Ela foi enviada em outros idiomas. Você pode ler em:',
    notFoundHeading: 'Esta edição não está no arquivo',
    notFoundText:
      'Talvez ela tenha saído do arquivo, ou o endereço esteja incompleto. Todas as outras edições estão aqui:',
    unavailable: 'Não foi possível abrir o arquivo agora. Tente de novo em alguns minutos.',
  },
  /** E-mails to subscribers (HTML and plain text are made from the same texts). */
  email: {
    footerWhy: 'Você está recebendo este e-mail porque este endereço foi inscrito na newsletter em {site}.',
    unsubscribe: 'Cancelar inscrição',
    signature: 'Com luz,',
    careNote: 'As práticas energéticas complementam, e nunca substituem, o cuidado médico ou psicológico.',
    welcomeSubject: 'Sua meditação guiada dos chakras chegou',
    welcomePreheader: 'Um presente de boas-vindas: uma meditação guiada pelos sete chakras.',
    welcomeGreeting: 'Boas-vindas à newsletter!',
    welcomeIntro:
      'Obrigada por se inscrever. Como prometido, aqui está o seu presente de boas-vindas: uma meditação guiada pelos sete chakras, com cerca de {minutes} minutos.',
    welcomeListen: 'Ouvir a meditação',
    welcomeTip: 'Procure um lugar tranquilo, sente-se ou deite-se confortavelmente e, se puder, use fones de ouvido.',
    welcomeNext:
      'Mais ou menos uma vez por mês, vou escrever para você com novos artigos, práticas e datas de cursos. Nada além disso.',
    confirmSubject: 'Confirme a sua inscrição na newsletter',
    confirmPreheader: 'Um clique e a sua meditação guiada dos chakras já está a caminho.',
    confirmIntro:
      'Alguém (tomara que tenha sido você) pediu para receber a newsletter neste endereço. Confirme para receber o seu presente de boas-vindas, uma meditação guiada dos chakras.',
    confirmButton: 'Confirmar minha inscrição',
    confirmIgnore: 'Se não foi você que pediu, ignore este e-mail: este endereço não será inscrito.',
    quizGuideSubject: 'Seu guia gratuito: {title}',
    quizGuidePreheader: 'O guia do seu resultado no quiz, com uma prática simples para começar.',
    quizGuideIntro:
      'Obrigada por fazer o quiz. Suas respostas apontaram para {name}, e aqui está o guia gratuito que você pediu: {title}.',
    quizGuideButton: 'Ler o seu guia',
    quizGuideAfter:
      'Este é um e-mail único: você não vai receber mais nada de mim, a não ser que tenha escolhido a newsletter.',
    quizFooterWhy: 'Você recebeu este e-mail porque o guia do quiz foi pedido para este endereço em {site}.',
    quizGuidePdf: 'O mesmo guia em PDF, para guardar ou imprimir: {url}',
    privacyLink: 'Seus dados: veja ou apague',
    privacySubject: 'Seu link para ver ou apagar seus dados',
    privacyPreheader: 'Um link que funciona uma vez, por 24 horas.',
    privacyIntro:
      'Alguém, esperamos que você, pediu em {site} para ver ou apagar o que o site guarda sobre este endereço. O botão abre uma página onde você pode baixar tudo e apagar tudo.',
    privacyButton: 'Ver ou apagar meus dados',
    privacyAfter: 'O link funciona uma vez, por 24 horas. Se você não pediu, ignore este e-mail: nada muda.',
    privacyFooterWhy:
      'Você recebeu este e-mail porque foi feito um pedido de privacidade para este endereço em {site}.',
    /** An edition's link to its page in the public archive. */
    readOnSite: 'Ler no site',
  },
  /** A booked session's mails: the visitor's, in their language, and the owner's notice. */
  bookingMail: {
    greeting: 'Olá, {name}!',
    /** {service} is the session's title, {date} its day in the reader's time zone. */
    confirmationSubject: 'Sua sessão está agendada: {service}, {date}',
    confirmationPreheader: 'Quando, onde e como pagar, com o convite para a sua agenda.',
    confirmationIntro:
      'Obrigada por agendar uma sessão comigo. Fico feliz com o nosso encontro; aqui está tudo o que você precisa.',
    /** The reminder, about a day before. */
    reminderSubject: 'Até breve: {service}, {date}',
    reminderPreheader: 'Um lembrete carinhoso da sua sessão, com os detalhes.',
    reminderIntro:
      'Passando para lembrar, com carinho, que a nossa sessão está chegando. Seguem os detalhes de novo, para você ter tudo à mão.',
    cancellationSubject: 'Sua sessão foi cancelada: {service}, {date}',
    cancellationPreheader: 'A sessão foi cancelada e o horário está livre de novo.',
    cancellationIntro:
      'Esta sessão foi cancelada e o horário está livre de novo. A atualização anexa tira a sessão da sua agenda.',
    cancellationPaid: 'Se você já tinha pagado, vou escrever para combinarmos a devolução do valor.',
    cancellationAgain: 'Quando sentir que é o momento, vai ser um prazer receber você em outro horário.',
    /** A session the visitor moved: its new time, with the calendar's update. */
    changeSubject: 'Sua sessão mudou de horário: {service}, {date}',
    changePreheader: 'O novo horário, com a atualização para a sua agenda.',
    changeIntro:
      'Sua sessão foi remarcada para o novo horário. Aqui estão os detalhes; a atualização anexa também muda o evento na sua agenda.',
    changeCalendarNote: 'O convite anexo substitui o anterior na sua agenda.',
    /** The visitor's own signed links to move or cancel; {until} is the owner's cut-off, in the visitor's zone. */
    changeHeading: 'Precisa mudar algo?',
    changeUntil: 'Você pode remarcar ou cancelar a sessão por aqui até {until}.',
    rescheduleLink: 'Remarcar para outro horário',
    cancelLink: 'Cancelar a sessão',
    rebookButton: 'Agendar outro horário',
    /** Before an unpaid booking is released; {deadline} is when, in the visitor's time zone. */
    releaseNoticeSubject: 'Aguardando seu pagamento: {service}, {date}',
    releaseNoticePreheader: 'Seu horário está reservado para você até {deadline}.',
    releaseNoticeIntro:
      'O horário da sua sessão continua reservado para você, mas o seu pagamento ainda não chegou. Se ele não chegar até {deadline}, o horário será liberado para que outra pessoa possa agendar. Se você acabou de pagar, obrigada: não precisa fazer mais nada.',
    /** An unpaid booking released: the visitor's last mail about it, with the calendar's cancellation. */
    releasedSubject: 'O horário da sua sessão foi liberado: {service}, {date}',
    releasedPreheader: 'O pagamento não chegou a tempo, e o horário está livre de novo.',
    releasedIntro:
      'Como o pagamento não chegou a tempo, o horário reservado para a nossa sessão foi liberado. A atualização anexa tira a sessão da sua agenda.',
    releasedPaid:
      'Se você pagou e as nossas mensagens se cruzaram, é só responder ou me escrever em {email}, que a gente encontra um novo horário.',
    labelSession: 'Sessão',
    labelWhen: 'Quando',
    /** The session's time in the owner's time zone, below the visitor's. */
    labelMyTime: 'No meu fuso',
    labelWhere: 'Onde',
    labelPrice: 'Valor',
    labelReference: 'Código do agendamento',
    /** A time followed by its zone's name. */
    timeInZone: '{time} ({zone})',
    whereOnline: 'Online, por videochamada: {url}',
    whereInPerson: 'Presencial, em {city}: {address}',
    free: 'Gratuita',
    payHeading: 'Como pagar',
    payPix:
      'Faça um Pix de {price}: no app do seu banco, escolha Pix “copia e cola” e cole o código abaixo. Ele já leva o valor e o código do seu agendamento.',
    pixCodeLabel: 'Código Pix (copia e cola)',
    pixQrNote: 'Ou leia este QR code com o app do seu banco:',
    pixQrAlt: 'QR code Pix de {price}',
    awaitingNote: 'Seu horário fica reservado para você e é confirmado assim que o pagamento chegar.',
    /** For a visitor outside Brazil (Pix needs a Brazilian bank), or when the owner has no Pix key. */
    payLater: 'Você pode pagar {price} na sessão ou pelo link de pagamento que vou enviar antes dela.',
    paid: 'Seu pagamento chegou. Obrigada!',
    manageButton: 'Remarcar ou cancelar a sessão',
    calendarNote: 'O convite anexo coloca a sessão na sua agenda.',
    prepareOnline:
      'Antes de começarmos, procure um lugar tranquilo, onde ninguém interrompa, com uma boa conexão, e entre na chamada alguns minutos antes.',
    prepareInPerson: 'Chegue alguns minutos antes, por favor, para começarmos com calma.',
    questions: 'Se surgir qualquer imprevisto ou dúvida, é só me escrever em {email}.',
    footerWhy: 'Você recebeu este e-mail porque uma sessão foi agendada com este endereço em {site}.',
    /** The owner's notice of a booking or a cancellation (sent in Portuguese, the owner's language). */
    ownerBookedSubject: 'Novo agendamento: {service}, {date} — {name}',
    ownerBookedIntro: '{name} agendou uma sessão pelo site.',
    ownerCancelledSubject: 'Agendamento cancelado: {service}, {date} — {name}',
    ownerCancelledIntro: 'O agendamento de {name} foi cancelado; o horário está livre de novo.',
    ownerReleasedSubject: 'Agendamento liberado por falta de pagamento: {service}, {date} — {name}',
    ownerReleasedIntro:
      'O agendamento de {name} não foi pago a tempo e foi liberado; o horário está livre de novo. {name} recebeu um aviso por e-mail.',
    ownerMovedSubject: 'Agendamento remarcado: {service}, {date} — {name}',
    ownerMovedIntro: '{name} remarcou a sessão para um novo horário.',
    ownerLabelVisitor: 'Quem',
    ownerLabelEmail: 'E-mail',
    ownerLabelTheirTime: 'No fuso de quem agendou',
    ownerLabelPhone: 'Telefone',
    ownerLabelNote: 'Recado',
    ownerLabelLanguage: 'Idioma',
    ownerPayPix: 'Aguardando o Pix de {price}: procure o código {reference} nos detalhes do pagamento.',
    ownerPayLater:
      'Nenhum código Pix foi enviado (a pessoa está fora do Brasil, ou não há chave Pix): envie um link de pagamento de {price} ou receba na sessão.',
    ownerPaid: 'Pago: {price}.',
    ownerFree: 'Sessão gratuita: nada a receber.',
    ownerFooterWhy: 'Você recebeu este e-mail porque uma sessão foi agendada em {site}.',
  },
  privacyRequest: {
    title: 'Seus dados: veja ou apague',
    intro:
      'Informe seu endereço de e-mail e enviaremos para ele um link que funciona uma vez, por 24 horas. Ele abre uma página onde você pode baixar tudo o que este site guarda sobre esse endereço e apagar tudo.',
    emailLabel: 'Seu endereço de e-mail',
    submit: 'Enviar o link',
    sending: 'Enviando...',
    sentTitle: 'Confira sua caixa de entrada',
    sent: 'Enviamos um link para {email}. Ele funciona uma vez, por 24 horas. Se não chegar em alguns minutos, procure na pasta de spam.',
    sentPlain:
      'Enviamos um link para o endereço informado. Ele funciona uma vez, por 24 horas. Se não chegar em alguns minutos, procure na pasta de spam.',
    errorInline: 'Não foi possível concluir o pedido: {message}',
    openIntro:
      'Use o botão abaixo para abrir a página com os seus dados. Depois disso o link deixa de funcionar: para voltar mais tarde, peça um novo.',
    openButton: 'Abrir meus dados',
    invalidLink: 'Este link não funciona mais: já foi usado ou passaram-se mais de 24 horas. Peça um novo abaixo.',
    sessionEnded: 'A página com os seus dados foi fechada (ela fica aberta por uma hora). Peça um novo link abaixo.',
    dataHeading: 'O que este site guarda sobre {email}',
    dataIntro: 'Esta página fica aberta por uma hora, só neste navegador.',
    subscription: 'Uma inscrição na newsletter ({status}), com o registro do seu consentimento.',
    statuses: {
      subscribed: 'ativa',
      pending: 'aguardando confirmação',
      unsubscribed: 'cancelada',
      bounced: 'pausada: o seu servidor de e-mail recusou as nossas mensagens',
    },
    quizRequests: {
      one: '{count} pedido do guia do quiz, com as suas respostas.',
      other: '{count} pedidos do guia do quiz, com as suas respostas.',
    },
    bookings: {
      one: '{count} sessão agendada, com o que você escreveu para ela e os seus contatos.',
      other: '{count} sessões agendadas, com o que você escreveu para elas e os seus contatos.',
    },
    mails: {
      one: '{count} e-mail que enviamos ou vamos enviar para você.',
      other: '{count} e-mails que enviamos ou vamos enviar para você.',
    },
    nothing: 'Nada além deste pedido: o site não guarda nenhum dado sobre este endereço.',
    downloadHeading: 'Baixar',
    downloadJson: 'Tudo em JSON',
    downloadCsv: 'Tudo em CSV (para planilhas)',
    deleteHeading: 'Apagar',
    deleteIntro:
      'Apaga a sua inscrição, os seus pedidos do quiz, os seus agendamentos e todos os e-mails para este endereço. Fica só um código do endereço, calculado com uma chave secreta, para que uma lista antiga nunca o traga de volta; uma sessão que você pagou continua na contabilidade, sem o seu nome, endereço ou observação.',
    deleteLink: 'Apagar tudo…',
    confirmHeading: 'Apagar tudo sobre {email}?',
    confirmText:
      'Isto não pode ser desfeito. Você deixará de receber a newsletter, e os e-mails que ainda estão esperando não serão enviados.',
    confirmButton: 'Sim, apagar tudo',
    cancel: 'Não, voltar',
    deleted:
      'Pronto: tudo o que este site guardava sobre o seu endereço foi apagado. Fica só um código que não pode ser transformado de volta no endereço.',
    policyLink: 'Ler a política de privacidade',
  },
  footer: {
    tagline: 'Terapia vibracional e orientação espiritual, do Brasil para onde você estiver.',
    pagesHeading: 'Páginas',
    supportHeading: 'Suporte',
    socialHeading: 'Acompanhe',
    newsletterHeading: 'Newsletter',
    rights: '© {year} {brand}. Todos os direitos reservados.',
    healthNote: 'As práticas energéticas complementam, mas nunca substituem, o cuidado médico ou psicológico.',
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
    ratings: { good: 'Bom', 'needs-improvement': 'Precisa melhorar', poor: 'Ruim' },
    intro:
      'Quão rápido este site é para quem o lê: medido no próprio navegador de cada pessoa, no seu celular e na sua conexão, nos últimos 28 dias.',
    privacy:
      'Medição anônima: sem endereço, sem cookie, sem impressão digital do navegador. Guardamos só o tipo de página, o tipo de aparelho, a família do navegador, o tipo de conexão e o idioma.',
    summaryHeading: 'Os últimos 28 dias',
    summaryIntro:
      'Cada número é o percentil 75: três visitas em cada quatro foram pelo menos tão rápidas. A barra mostra como as medições se dividem entre bom, precisa melhorar e ruim.',
    p75: 'Percentil 75',
    samples: { one: 'de {count} visita', other: 'de {count} visitas' },
    splitLabel: 'Bom {good}, precisa melhorar {needsImprovement}, ruim {poor}',
    trendHeading: 'Dia a dia',
    trendIntro: 'O percentil 75 de cada dia com medições; as linhas tracejadas são os limites de bom e de ruim.',
    trendCaption: '{metric}: percentil 75 por dia',
    day: 'Dia',
    groupsHeading: 'Por tipo de página, aparelho e idioma',
    groupsIntro: 'O percentil 75 de cada métrica para cada combinação que tem medições.',
    pageGroup: 'Páginas',
    device: 'Aparelho',
    language: 'Idioma',
    groups: { home: 'Página inicial', article: 'Artigos', guide: 'Guias', other: 'Outras páginas' },
    devices: { mobile: 'Celulares', desktop: 'Computadores' },
    fewSamples: 'Poucas medições: leia com cautela.',
    noValue: 'sem medições',
    emptyHeading: 'Ainda não há medições',
    emptyText:
      'Assim que as pessoas lerem o site, os navegadores delas informam quão rápida foi cada página, e esta página mostra os números dos últimos 28 dias, por métrica, tipo de página, aparelho e idioma.',
    unavailable: 'Não é possível ler as medições agora. Tente de novo daqui a um minuto.',
    explainHeading: 'O que as métricas querem dizer',
    explain: {
      lcp: 'Quando o maior texto ou imagem da primeira tela apareceu: o momento em que a página parece pronta.',
      fid: 'Quanto tempo a página levou para começar a reagir ao primeiro toque ou tecla.',
      cls: 'Quanto o conteúdo se moveu sozinho enquanto a página carregava: quanto menor, mais estável.',
      fcp: 'Quando o primeiro texto ou imagem apareceu na tela.',
      ttfb: 'Quanto tempo o servidor levou para começar a responder.',
      inp: 'Com que rapidez a página respondeu a toques e teclas durante toda a visita (as respostas mais lentas contam).',
    },
    thresholdsText:
      'Bom até {good}, ruim acima de {poor}. Entre os dois, a página precisa melhorar. São os limites que o Google publica para as Core Web Vitals.',
    fidReplaced:
      'Em março de 2024, o Interaction to Next Paint substituiu o First Input Delay entre as Core Web Vitals: ele considera todas as interações, não só a primeira. O FID continua sendo medido aqui para comparação.',
    overlay: {
      button: 'Nota de desempenho {score} de 100',
      measuring: 'Desempenho: medindo…',
      title: 'Desempenho desta página',
      close: 'Fechar',
      score: 'Nota',
      waiting: 'aguardando…',
      connection: 'Conexão',
      downlink: 'Velocidade de download',
      rtt: 'Tempo de ida e volta',
      notReported: 'não informado por este navegador',
      cause: 'Causa',
    },
    errors: {
      invalidRequest: 'A medição não chegou como esperado.',
      tooLarge: 'A medição era maior do que o esperado.',
      unsupported: 'As medições são aceitas somente em JSON.',
      crossSite: 'As medições são aceitas somente das páginas deste site.',
      rateLimited: 'Medições demais vindas desta conexão. Tente de novo daqui a um minuto.',
      unavailable: 'Não foi possível guardar a medição agora.',
    },
  },
  chatWidget: CHAT_WIDGET_PT,
  blog: {
    toc: 'Nesta página',
    breadcrumb: 'Trilha de navegação',
    share: 'Compartilhe este artigo',
    shareOn: 'Compartilhar no {network}',
    shareByEmail: 'Enviar por e-mail',
    related: 'Artigos relacionados',
    faqHeading: 'Perguntas frequentes',
    authorHeading: 'Sobre a autora',
    authorBio:
      '{name} é terapeuta vibracional e orientadora espiritual, com mais de {years} anos de experiência em leituras energéticas, trabalho com chakras, radiestesia e meditação.',
    bookHeading: 'Quer uma orientação pessoal?',
    bookText:
      'Em uma leitura, olhamos juntas para a sua energia e para o seu momento de vida, e você sai com práticas feitas para você.',
    published: 'Publicado em {date}',
    updated: 'Atualizado em {date}',
    careNote:
      'As práticas energéticas complementam, e nunca substituem, o cuidado médico ou psicológico profissional. Se você não estiver bem, procure um profissional qualificado.',
    newsletterHeading: 'Receba os próximos artigos',
    postsCount: { one: '{count} artigo', other: '{count} artigos' },
    heading: 'Blog',
    intro: 'Artigos sobre energia, intuição e prática espiritual no dia a dia.',
    by: 'Por {author}',
    categories: {
      divination: 'Oráculos',
      meditation: 'Meditação',
      energyWork: 'Trabalho Energético',
      protection: 'Proteção',
      spaceClearing: 'Limpeza de Ambientes',
      energyHealing: 'Cura Energética',
      intuition: 'Intuição',
      espiritualidade: 'Espiritualidade',
      healing: 'Cura',
      manifestation: 'Manifestação',
      quantumPhysics: 'Física Quântica',
      beginnersGuide: 'Guia para Iniciantes',
      secularSpirituality: 'Espiritualidade Laica',
    },
  },
  chat: {
    greeting:
      'Olá! Eu respondo com o que este site diz sobre chakras, aura, tarô, meditação, limpeza energética e os atendimentos. O que você gostaria de saber?',
    thanks: 'Por nada! Se surgir outra dúvida, é só perguntar.',
    unknown:
      'Não sei: o site não fala sobre isso, e prefiro não chutar. Você pode escrever para {name} pela página de contato.',
    health:
      'As práticas deste site complementam, e nunca substituem, o cuidado médico ou psicológico: para sintomas, medicamentos ou diagnóstico, converse com um médico ou um profissional qualificado.',
    crisis:
      'Sinto muito que você esteja passando por isso, e você não precisa passar por isso sem ajuda. Converse com alguém agora: ligue para o CVV no 188 (gratuito, 24 horas) ou use o chat em cvv.org.br. Se você estiver em perigo agora, ligue para o SAMU no 192.',
    booking:
      'O valor e os horários livres de cada sessão estão na página de agendamento; para qualquer outra coisa, escreva para mim pela página de contato.',
    facts: {
      sessionPrice: 'Uma sessão de {title} dura {minutes} minutos e custa {price}.',
      sessionFree: 'Uma sessão de {title} dura {minutes} minutos e não tem custo.',
      offerPrice: '{title} custa {price}.',
      sessionList: 'As sessões que você pode agendar: {items}.',
      courseList: 'Os cursos: {items}.',
      productList: 'Os produtos: {items}.',
      sessionItem: '{title} ({minutes} minutos, {price})',
      sessionItemFree: '{title} ({minutes} minutos, sem custo)',
      offerItem: '{title} ({price})',
      booking:
        'Você agenda pela página de agendamento: escolha a sessão, depois um horário livre no seu fuso horário, e confirme com seu nome e e-mail.',
      bookingNamed:
        'Você agenda {title} pela página de agendamento: escolha um horário livre no seu fuso horário e confirme com seu nome e e-mail.',
      bookSource: 'Agendar {title}',
      whatsapp: 'Se preferir, também pode me chamar no WhatsApp.',
      placeBoth: 'Atendo {sessions} presencialmente em {city} ou on-line, por videochamada, de qualquer lugar.',
      placeOnline: 'Atendo {sessions} on-line, por videochamada.',
      placeInPerson: 'Atendo {sessions} presencialmente em {city}.',
      languages: 'Atendo {sessions} em {languages}.',
      payPix:
        'No Brasil, o pagamento é por Pix: depois de agendar, o código Pix aparece na página do seu agendamento e no e-mail de confirmação.',
      payAbroad: 'De fora do Brasil, você pode pagar na sessão ou pelo link que eu enviar.',
      payLater: 'Você pode pagar na sessão ou pelo link que eu enviar.',
    },
    errors: {
      invalidRequest: 'Escreva uma pergunta de 1 a 2.000 caracteres.',
      tooLarge: 'A conversa ficou longa demais para enviar. Limpe a conversa e pergunte de novo.',
      unsupported: 'As perguntas são aceitas somente em JSON.',
      crossSite: 'As perguntas são aceitas somente a partir das páginas deste site.',
      rateLimited: 'Muitas perguntas desta conexão em um minuto. Espere um pouco e pergunte de novo.',
    },
  },
  contact: {
    heading: 'Contato',
    intro: 'A forma mais simples de falar comigo é por e-mail. Respondo em até dois dias úteis.',
    emailCard: 'E-mail',
    sendMessage: 'Enviar mensagem',
  },
  about: {
    intro: 'Terapeuta vibracional e guia espiritual com mais de {years} anos de experiência.',
  },
  privacy: { heading: 'Política de Privacidade', lastUpdated: 'Última atualização: {date}' },
  terms: { heading: 'Termos de Uso', lastUpdated: 'Última atualização: {date}' },
  sitemap: {
    heading: 'Mapa do site',
    mainPages: 'Páginas principais',
    posts: 'Artigos do blog',
    support: 'Informações legais e suporte',
    xml: 'Sitemap XML',
    categories: 'Categorias',
  },
  notFound: {
    title: 'Página não encontrada',
    heading: 'Ops! Página não encontrada',
    text: 'A página que você procura não existe ou mudou de endereço.',
    home: 'Voltar para o início',
  },
  offline: {
    title: 'Você está sem conexão',
    description: 'Esta página aparece quando não há internet. Os artigos que você já abriu continuam no seu aparelho.',
    text: 'O seu celular perdeu a conexão, então não conseguimos carregar esta página. Os artigos que você já abriu ficam guardados neste aparelho, e você pode lê-los agora.',
    retry: 'Tentar de novo',
    savedHeading: 'Guardados neste aparelho',
    savedEmpty:
      'Ainda não há nada guardado. Os artigos e guias que você abrir com conexão ficam aqui, para você ler mesmo sem sinal.',
    savedOn: 'guardado em {date}',
    savedNotice: 'Você está lendo a cópia guardada neste aparelho em {date}, porque a conexão não está respondendo.',
    notSentTitle: 'Ainda não foi enviado',
    sendAgain: 'Enviar de novo',
  },
  pageNames: {
    home: 'Início',
    blog: 'Blog',
    topics: 'Temas',
    services: 'Serviços',
    courses: 'Cursos',
    products: 'Produtos',
    about: 'Sobre',
    faq: 'Perguntas frequentes',
    contact: 'Contato',
    spiritualGuidance: 'Orientação espiritual',
    chakra: 'Guia dos chakras',
    performance: 'Web Vitals',
    audit: 'Saúde do site',
    sitemap: 'Mapa do site',
    privacy: 'Privacidade',
    terms: 'Termos de uso',
    quiz: 'Quiz espiritual',
  },
  practice: {
    heading: 'Uma prática para hoje',
    intro: 'Uma pequena prática para experimentar antes de seguir rolando a página. Toque no botão para ver outra.',
    another: 'Mostrar outra prática',
    minutes: { one: '{count} minuto', other: '{count} minutos' },
    items: [
      {
        title: 'Três respirações de aterramento',
        text: 'Sinta os dois pés no chão. Inspire contando até quatro e expire contando até seis, três vezes, percebendo o peso do seu corpo.',
        minutes: '2',
      },
      {
        title: 'Mão no coração',
        text: 'Apoie uma mão no peito. Diga uma coisa pela qual você é grata ou grato e fique um minuto com o calor da sua mão.',
        minutes: '1',
      },
      {
        title: 'Limpe um cantinho',
        text: 'Escolha um cantinho da sua casa, abra a janela e arrume só ele. Repare como o ar fica depois.',
        minutes: '10',
      },
      {
        title: 'Escute por dentro',
        text: 'Sente-se em silêncio e pergunte: do que eu preciso agora? Anote a primeira resposta que vier, sem julgar.',
        minutes: '5',
      },
      {
        title: 'Caminhe sem o celular',
        text: 'Faça uma caminhada curta e deixe a atenção descansar nos sons, nas cores e na sua respiração.',
        minutes: '10',
      },
    ],
  },
  chakraGuide: {
    chakrasHeading: 'Os sete chakras',
    chakraNumber: 'Chakra {number} de 7',
    location: 'Localização',
    color: 'Cor',
    element: 'Elemento',
    purpose: 'Propósito',
    function: 'Função',
    symptoms: 'Sinais de que precisa de cuidado',
    underactive: 'Quando está pouco ativo',
    overactive: 'Quando está ativo demais',
    crystals: 'Cristais',
    soundHeading: 'Cura pelo som: notas e mantras',
    soundIntro:
      'Cada chakra ressoa com uma nota da escala musical e com um mantra-semente. Entoe ou cantarole esse som por algumas respirações lentas, com a atenção pousada no centro correspondente.',
    note: 'Nota',
    mantra: 'Mantra',
    benefitsHeading: 'O que o alinhamento pode trazer',
    signsHeading: 'Sinais de desequilíbrio',
    physical: 'Físico',
    emotional: 'Emocional',
    mental: 'Mental',
    methodsHeading: 'Oito formas de alinhar os seus chakras',
    dailyHeading: 'Práticas diárias',
    journeyHeading: 'Comece a sua jornada',
    conclusionHeading: 'Palavras finais',
    faqHeading: 'Perguntas sobre o alinhamento dos chakras',
    hubHeading: 'Seus chakras, um a um',
    hubIntro: 'Comece pelo centro que mais chama você ou leia o guia completo logo abaixo.',
    hubFaqHeading: 'Chakras: perguntas frequentes',
    guideLink: 'Leia o guia completo',
  },
  hub: {
    guideLabel: 'Guia',
  },
  aboutPage: {
    expertiseHeading: 'Áreas de atuação',
    philosophyHeading: 'Como eu trabalho',
    profileHeading: 'Minha trajetória',
    cta: 'Entre em contato',
  },
  bookingPages: {
    titles: {
      services: 'Agende uma sessão',
      time: 'Escolha o dia e o horário',
      details: 'Seus dados',
      booked: 'Sua sessão está agendada',
      change: 'Remarcar a sessão',
      cancel: 'Cancelar a sessão',
    },
    servicesDescription:
      'Agende online uma leitura energética, uma consulta ou uma primeira conversa de mentoria: veja os horários livres no seu fuso e pague por Pix.',
    servicesIntro:
      'Escolha a sessão que faz sentido para você agora. Você vê meus horários livres no seu próprio fuso e agenda em um minuto.',
    /** A session's facts on its card. */
    minutes: '{minutes} minutos',
    free: 'Gratuita',
    /** The price for visitors outside Brazil, after the price in reais. */
    abroad: 'fora do Brasil: {price}',
    online: 'Online, por videochamada',
    inPerson: 'Presencial em {city}',
    languages: 'Em {languages}',
    chooseTime: 'Escolher horário',
    /** The time step. */
    shownIn: 'Horários mostrados neste fuso horário: {zone}.',
    ownerTime: 'Meu fuso horário é {zone}.',
    zoneLabel: 'Mostrar os horários no fuso',
    zoneButton: 'Mostrar',
    noTimes: 'Não há horários livres nestes dias. Veja os próximos dias, por favor.',
    earlier: 'Dias anteriores',
    later: 'Próximos dias',
    calendar: {
      yourZone: 'Horários mostrados no seu fuso horário: {zone}.',
      chosenZone: 'Horários mostrados no fuso horário que você escolheu: {zone}.',
      loading: 'Buscando os horários livres…',
      failed:
        'O calendário não conseguiu carregar os horários livres. Você ainda pode escolher um dos horários abaixo.',
      previousMonth: 'Mês anterior',
      nextMonth: 'Próximo mês',
      dayTimes: { one: '{day}: {count} horário livre', other: '{day}: {count} horários livres' },
      dayFull: '{day}: nenhum horário livre',
      timesOn: 'Horários livres: {day}',
      noTimesInMonth: 'Não há horários livres neste mês. Veja o próximo, por favor.',
    },
    /** The database did not answer: the page says so and offers the contact page. */
    unavailable: 'Não foi possível mostrar os horários agora. Tente de novo em instantes ou me escreva.',
    /** The details step. */
    chosen: '{service} em {when}',
    inOwnerTime: '{when} no meu fuso',
    otherTime: 'Escolher outro horário',
    name: 'Seu nome',
    email: 'Seu e-mail',
    phone: 'WhatsApp (opcional)',
    phoneHint: 'Com o DDD, por exemplo (11) 91234-5678. Só para falar com você sobre esta sessão.',
    note: 'Algo que você queira me contar antes (opcional)',
    noteHint:
      'Guardado só para esta sessão e apagado {days} dias depois dela. Compartilhe apenas o que se sentir à vontade para compartilhar.',
    consent:
      'Concordo que meu nome, e-mail, WhatsApp e mensagem sejam usados apenas para marcar e realizar esta sessão, como descreve a política de privacidade.',
    privacyLink: 'Política de privacidade',
    submit: 'Confirmar o agendamento',
    nearestHeading: 'Horários livres mais próximos',
    /** The booking's page. */
    session: 'Sessão',
    reference: 'Código do agendamento',
    when: 'Quando',
    where: 'Onde',
    price: 'Valor',
    mailSent: 'Uma confirmação com o convite para a sua agenda está a caminho de {email}.',
    awaitingPayment: 'Seu horário fica reservado para você até o pagamento chegar.',
    payHeading: 'Pague com Pix',
    payText: 'Abra o app do seu banco, escolha Pix e leia o QR code ou cole o código “copia e cola”.',
    pixCode: 'Código Pix (copia e cola)',
    pixQrAlt: 'QR code Pix de {price}',
    payAbroad: 'De fora do Brasil, você pode pagar na sessão ou pelo link que eu enviar.',
    linkNotValid: 'Este link de agendamento não é válido. Use o link do seu e-mail de confirmação, por favor.',
    /** WhatsApp beside the invitation to book. */
    whatsapp: 'Falar no WhatsApp',
    whatsappText: 'Olá! Gostaria de agendar uma sessão.',
    /** Moving or cancelling a booking by its signed link. */
    changeNow: 'Sua sessão agora: {when}.',
    changeIntro:
      'Escolha um novo horário abaixo. O horário atual continua reservado para você até você confirmar o novo.',
    moveTo: 'Novo horário: {when}',
    moveSubmit: 'Remarcar minha sessão',
    cancelQuestion:
      'Você quer cancelar esta sessão? O horário fica livre para outra pessoa, e você recebe uma confirmação por e-mail.',
    cancelSubmit: 'Sim, cancelar minha sessão',
    keep: 'Manter minha sessão',
    /** {until} is the owner's cut-off before the session. */
    changeUntil: 'Você pode remarcar ou cancelar esta sessão por aqui até {until}.',
    rescheduleLink: 'Remarcar para outro horário',
    cancelLink: 'Cancelar a sessão',
    contact: 'Escreva para mim',
    whatsappChange: 'Olá! Gostaria de mudar minha sessão, código do agendamento {reference}.',
    cancelledStatus: 'Esta sessão está cancelada.',
    bookAgain: 'Agendar outro horário',
    changeUnavailable:
      'Não foi possível mostrar seu agendamento agora. Tente de novo em instantes, ou escreva para mim.',
  },
  booking: {
    /** Why a link to move or cancel a booking opens nothing; {hours} is the owner's cut-off. */
    changeRefusals: {
      invalidLink: 'Este link não é válido. Use o link do e-mail mais recente sobre a sessão.',
      earlierLink:
        'Este link é de uma versão anterior do seu agendamento: ele já foi usado, ou a sessão mudou desde então. Use o link do e-mail mais recente.',
      cancelled: 'Este agendamento já está cancelado.',
      expired: 'Este link expirou: o horário da sessão já chegou.',
      tooLate:
        'O prazo para mudar esta sessão pelo site já passou: é possível remarcar ou cancelar por aqui até {hours} horas antes dela. Escreva para mim ou mande uma mensagem no WhatsApp, e encontramos juntos uma solução.',
    },
    /** The answer when someone else booked the time a moment before (409), above the nearest free times. */
    taken: 'Alguém acabou de reservar este horário. Veja os horários livres mais próximos.',
    /** A time the owner does not offer (any more): too soon, outside her hours, a day off. */
    unavailableTime: 'Este horário não pode mais ser reservado. Escolha outro, por favor.',
    /** A session that cannot be booked online. */
    unknownService: 'Esta sessão não pode ser agendada pelo site. Escolha outra ou me escreva.',
  },
  contactPage: {
    emailCardText:
      'Me conte um pouco sobre o que trouxe você até aqui. Algumas linhas já bastam, e tudo o que você compartilhar fica entre nós.',
    subject: 'Mensagem pelo site da Vibra',
    /** The opening of the e-mail, for the visitor to complete. */
    body: 'Olá! Queria contar um pouco sobre o que me trouxe até aqui:\n',
    bookingHeading: 'Quer agendar uma sessão?',
    bookingText: 'Escolha uma leitura ou consulta, e vamos encontrar um horário que seja bom para você.',
  },
  faqPage: {
    filterLabel: 'Filtrar as perguntas',
    filterPlaceholder: 'Digite uma palavra, por exemplo, chakra',
    noResults: 'Nenhuma pergunta corresponde a "{query}". Tente outra palavra ou escreva para mim.',
    shown: '{count} de {total} perguntas',
    setHome: 'Sessões e prática',
    setChakraHub: 'Chakras',
    setChakraGuide: 'Alinhamento dos chakras',
  },
  offerPage: {
    enquire: 'Pedir informações por e-mail',
    enquireSubject: 'Dúvida sobre {title}',
    /** The opening of the enquiry e-mail, for the visitor to complete. */
    enquireBody: 'Olá! Gostaria de saber mais sobre {title}. Minha dúvida:\n',
    bookService: 'Agendar esta sessão',
    priceNote: 'Preços em dólares americanos. Escreva para mim para saber o valor em reais e as formas de pagamento.',
    noCheckout: 'A compra não é feita pelo site: escreva para mim e eu respondo com todos os detalhes.',
    otherOffers: 'Outras opções',
    /** Where the services are offered, as structured data says it. */
    areaServed: 'Todo o mundo (online), Brasil (presencial)',
  },
  sitemapPage: {
    services: 'Serviços',
    offers: 'Cursos e produtos',
  },
  audit: {
    builtAt: 'Relatório do build de {date}.',
    comparedWith: 'Comparado com o build de {date}.',
    noReport: 'Ainda não há relatório: ele é gerado a cada build do site.',
    overall: {
      green: 'Todas as verificações passaram.',
      amber: 'Nada está quebrado; algumas coisas merecem uma olhada.',
      red: 'Algo precisa ser corrigido antes da próxima publicação.',
    },
    states: { green: 'OK', amber: 'Merece uma olhada', red: 'Precisa de correção' },
    languagesHeading: 'Páginas por idioma',
    language: 'Idioma',
    pages: 'Páginas',
    translated: 'Traduzidas',
    checksHeading: 'Verificações',
    found: { one: 'Ocorrências: {count}', other: 'Ocorrências: {count}' },
    previous: 'build anterior: {count}',
    more: { one: 'e mais {count}', other: 'e mais {count}' },
    detector:
      'O detector de idioma leu {judged} blocos de texto e concordou com o idioma da página em {agreed}. Outros {notJudged} blocos (nomes, rótulos, botões) são curtos demais para serem avaliados.',
    checks: {
      completeness: {
        name: 'Traduções presentes',
        explain:
          'Cada artigo, página e texto existe nos quatro idiomas ou está marcado como aguardando tradução (nesse caso, aparece em inglês, com um aviso).',
      },
      language: {
        name: 'Texto no idioma da página',
        explain:
          'Cada parágrafo, título, card e resumo está no idioma da sua página, a não ser que esteja marcado como citação.',
      },
      links: {
        name: 'Links e âncoras',
        explain: 'Cada link, imagem e âncora interna do site leva a algum lugar que existe.',
      },
      hreflang: {
        name: 'Versões por idioma (hreflang)',
        explain:
          'Cada página traduzida indica as suas versões nos outros idiomas, e cada uma delas aponta de volta para ela.',
      },
      titles: {
        name: 'Títulos das páginas',
        explain: 'Cada página tem um título de {min} a {max} caracteres, diferente dos outros no mesmo idioma.',
      },
      descriptions: {
        name: 'Descrições',
        explain:
          'Cada página tem uma descrição de {min} a {max} caracteres para os resultados de busca, diferente das outras.',
      },
      headings: { name: 'Um único título principal', explain: 'Cada página tem exatamente um título principal (h1).' },
      structuredData: {
        name: 'Dados estruturados',
        explain: 'Os dados para os mecanismos de busca (JSON-LD) podem ser lidos e têm os campos que eles exigem.',
      },
      depth: {
        name: 'Profundidade dos guias principais',
        explain:
          'O guia dos chakras tem pelo menos 3.000 palavras, e cada um dos sete artigos principais, pelo menos 2.000.',
      },
      translationLength: {
        name: 'Tamanho das traduções',
        explain:
          'O tamanho de cada tradução difere no máximo 20% do tamanho do texto em inglês; uma tradução muito mais curta geralmente perdeu algum trecho.',
      },
      staleTranslations: {
        name: 'Traduções em dia',
        explain: 'O texto em inglês não mudou desde que cada tradução foi feita a partir dele.',
      },
      pageWeight: {
        name: 'Peso da página',
        explain: 'O que um celular baixa para a primeira exibição de uma página (comprimido): no máximo {budget}.',
      },
      javascript: {
        name: 'Script antes da interação',
        explain:
          'O script executado antes que o visitante toque na página soma no máximo {budget}; o resto é carregado quando necessário.',
      },
      samples: {
        name: 'Conteúdo de exemplo',
        explain: 'Valores provisórios que a responsável pelo site troca pelas informações reais antes do lançamento.',
      },
    },
    findings: {
      missingTranslation: 'sem versão em {language}',
      awaitingTranslation: 'aguardando a tradução para o {language}',
      wrongLanguage: 'texto em {language}:',
      brokenLink: 'o link para {value} não leva a lugar nenhum',
      missingAnchor: 'a âncora {value} não existe na página para onde aponta',
      notReciprocal: '{value} não aponta de volta para esta página',
      missing: 'falta {value}',
      duplicate: 'texto igual ao de {value}',
      tooLong: '{value} caracteres, mais de {limit}',
      tooShort: '{value} caracteres, menos de {limit}',
      headingCount: '{value} títulos principais em vez de um',
      unparsable: 'dados estruturados que não podem ser lidos',
      missingField: 'falta {value}',
      fewWords: '{value} palavras, menos de {limit}',
      lengthRatio: '{value}% do tamanho do texto em inglês',
      sourceChanged: 'o texto em inglês mudou depois desta tradução',
      overBudget: '{value}, acima do limite de {limit}',
      sample: 'ainda é um exemplo',
    },
    /** What a piece of content that is not one page is called. */
    collections: {
      posts: 'Artigo',
      services: 'Serviço',
      offers: 'Oferta',
      guides: 'Guia',
      pages: 'Página',
      legal: 'Texto legal',
      faq: 'Perguntas e respostas',
      quiz: 'Quiz',
      gift: 'Presente de boas-vindas',
      testimonials: 'Depoimentos',
    },
    sampleTestimonials: 'depoimentos (histórias de exemplo)',
  },
  relatedContent: {
    heading: 'Sugestões de leitura',
    intro: 'Três artigos para começar.',
  },
  pages: {
    quiz: {
      title: 'Quiz espiritual — qual prática combina com você?',
      description:
        'Seis perguntas tranquilas, uns dois minutos: descubra seu caminho entre alinhamento dos chakras, expansão da aura e mesas radiônicas.',
    },
    quizTiebreaker: {
      title: 'Quiz espiritual — uma última pergunta',
      description:
        'Dois ou três caminhos empataram nas suas respostas: uma última pergunta decide qual prática combina com você agora.',
    },
    home: {
      title: 'Vibra — Terapia Vibracional e Orientação Espiritual',
      description:
        'Leituras energéticas, trabalho com chakras e orientação espiritual no Brasil, com artigos gratuitos sobre chakras, aura, tarô, meditação e intuição.',
    },
    blog: {
      title: 'Blog — Chakras, Aura, Tarô e Meditação',
      description:
        'Artigos práticos sobre chakras, aura, tarô, meditação, intuição e limpeza energética, fruto de mais de 15 anos de prática terapêutica.',
    },
    topics: {
      title: 'Temas — Por Onde Começar',
      description:
        'Todos os temas da Vibra em um só lugar: chakras, aura, radiônica, meditação, manifestação e espiritualidade para iniciantes.',
    },
    services: {
      title: 'Serviços — Leituras, Sessões e Cursos',
      description:
        'Leituras energéticas, consultas, coaching, planos de cura personalizados, workshops em grupo e cursos digitais, online ou presenciais.',
    },
    courses: {
      title: 'Cursos — Aprenda no Seu Ritmo',
      description:
        'Cursos online sobre chakras e prática energética, com videoaulas e exercícios guiados para você fazer em casa.',
    },
    products: {
      title: 'Produtos — Guias e Kits de Cristais',
      description:
        'Guias e kits de cristais escolhidos para apoiar a sua prática entre as sessões, com instruções de uso claras.',
    },
    about: {
      title: 'Sobre — Mais de 15 Anos de Orientação Espiritual',
      description:
        'Conheça quem está por trás da Vibra: mais de 15 anos de leituras energéticas, trabalho com chakras, radiestesia e meditação.',
    },
    faq: {
      title: 'Perguntas Frequentes — Sessões, Chakras e Prática',
      description:
        'Respostas sobre sessões, leituras energéticas, chakras, privacidade e a meditação guiada gratuita, reunidas em um só lugar.',
    },
    contact: {
      title: 'Contato — Escreva para a Vibra',
      description:
        'Dúvidas sobre sessões, cursos ou produtos? Envie um e-mail e receba uma resposta em até dois dias úteis.',
    },
    performance: {
      title: 'Web Vitals — A Velocidade Deste Site',
      description:
        'Medições com visitantes reais da velocidade de carregamento e resposta da Vibra, página por página, sempre atualizadas e públicas.',
    },
    audit: {
      title: 'Saúde do Site — Verificada a Cada Build',
      description:
        'O estado do site, verificado a cada build: traduções, links, títulos, dados estruturados, peso das páginas e conteúdo de exemplo.',
    },
    sitemap: {
      title: 'Mapa do Site — Todas as Páginas da Vibra',
      description:
        'Todas as páginas, artigos e categorias da Vibra em uma só lista, com link para o sitemap XML dos mecanismos de busca.',
    },
    privacy: {
      title: 'Política de Privacidade — Vibra',
      description:
        'O que a Vibra coleta, por que, por quanto tempo e como exercer os seus direitos de acordo com a LGPD.',
    },
    privacyRequest: {
      title: 'Seus dados — veja ou apague — Vibra',
      description:
        'Peça um link por e-mail e baixe tudo o que a Vibra guarda sobre o seu endereço, em JSON ou CSV, ou apague tudo (LGPD, art. 18).',
    },
    newsletterArchive: {
      title: 'Arquivo da newsletter — Edições anteriores — Vibra',
      description:
        'Leia as edições anteriores da newsletter da Vibra: práticas, reflexões e novidades sobre energia, chakras e meditação, como foram enviadas.',
    },
    terms: {
      title: 'Termos de Uso — Vibra',
      description: 'Os termos que se aplicam ao uso do site da Vibra, dos seus artigos, sessões, cursos e produtos.',
    },
  },
};
