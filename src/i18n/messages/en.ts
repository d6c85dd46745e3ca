import { CHAT_WIDGET_EN } from './chat-widget.ts';

/**
 * English UI messages: the reference every other language must match key for key
 * (TypeScript rejects a missing or extra key, and a unit test checks it again at run time).
 * `{name}` marks a value filled in by `format()`.
 */
export const en = {
  meta: {
    siteDescription:
      'Vibrational therapy, energy readings and spiritual guidance from Brazil: articles on chakras, aura, tarot and meditation, courses and personal sessions.',
    ogImageAlt: 'Vibra — spiritual guidance and vibrational therapy',
  },
  common: {
    /** The server's answer when it is overloaded (503, Retry-After). */
    serverBusy: 'The site is very busy right now. Please try again in a few seconds.',
    /** The answer to an address that cannot be decoded (400). */
    invalidAddress: 'This address is not valid.',
    /** The answer to a request method a page or endpoint does not take (405, with Allow). */
    methodNotAllowed: 'This address does not accept this kind of request.',
    notTranslated: 'This page has not been translated into English yet.',
    skipToContent: 'Skip to main content',
    bookReading: 'Schedule a reading',
    sampleNotice: 'Sample content — the owner will replace it.',
    comingSoon: 'This page is being prepared. Come back soon.',
    minutesRead: '{minutes} min read',
  },
  navbar: {
    label: 'Main',
    home: '{brand} — home',
    services: 'Services',
    blog: 'Blog',
    courses: 'Courses',
    products: 'Products',
    about: 'About',
    webVitals: 'Web Vitals',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  languageSwitcher: {
    label: 'Language',
    current: 'Current language: {language}',
    switchTo: 'Read this page in {language}',
  },
  hero: {
    eyebrow: 'Vibrational therapy · Spiritual guidance',
    title: 'Come back to your own center',
    subtitle:
      'Gentle, practical guidance for your energy, your intuition and your everyday spiritual life — in sessions, courses and free articles.',
    ctaBlog: 'Read the articles',
    ctaTopics: 'Explore the topics',
    videoLabel: 'Slow light moving over water (decorative video)',
  },
  aboutTherapist: {
    heading: 'Hello, I am {name}',
    avatarAlt: 'Portrait of {name}',
    paragraph1:
      'For more than {years} years I have accompanied people through moments of change with energy readings, chakra work, radiesthesia and meditation. My work is calm and down to earth: we look at what is happening in your life and in your energy, and we find practices you can actually keep.',
    paragraph2:
      'You do not need to follow any religion or believe in anything in particular. You only need curiosity and a little time for yourself. Sessions happen online or in person in Brazil, in Portuguese, English, Spanish or Italian.',
    cta: 'More about me',
  },
  topics: {
    heading: 'Topics to explore',
    intro: 'Start wherever you feel drawn. Each topic opens a practical article.',
    items: {
      chakraAlignment: {
        title: 'Chakra alignment',
        text: 'Understand the seven energy centers and simple ways to bring them into balance.',
      },
      auraExpansion: {
        title: 'Aura expansion',
        text: 'Strengthen and brighten the energy field that surrounds you.',
      },
      radionicsTables: {
        title: 'Radionics tables',
        text: 'How practitioners work with charts and a pendulum, step by step.',
      },
      beginnerSpirituality: {
        title: 'Spirituality for beginners',
        text: 'First steps for a spiritual life that fits your routine.',
      },
      nonReligiousSpirituality: {
        title: 'Spirituality without religion',
        text: 'Meaning, presence and connection without joining any tradition.',
      },
      guidedMeditation: {
        title: 'Guided meditation',
        text: 'Five to ten quiet minutes a day, and how to make them stick.',
      },
      lawOfAttraction: {
        title: 'Law of attraction',
        text: 'Intention, action and gratitude, without magical thinking.',
      },
      quantumEnergy: {
        title: 'Quantum energy',
        text: 'What the metaphor means in spiritual practice, and what it does not.',
      },
    },
  },
  video: {
    heading: "Ho'oponopono: a practice of reconciliation",
    text: "Four simple phrases — I'm sorry, please forgive me, thank you, I love you — and a few minutes of presence. Watch the short guided practice.",
    play: "Play the Ho'oponopono video",
    thumbnailAlt: "Ho'oponopono guided practice — video thumbnail",
    privacyNote: 'The video loads from YouTube (privacy-enhanced mode) only after you press play.',
    iframeTitle: "Ho'oponopono guided practice (YouTube video)",
  },
  services: {
    heading: 'Services',
    intro: 'Personal sessions, courses and circles — online or in person.',
    featured: 'Most requested',
    viewAll: 'All services',
  },
  featuredProducts: {
    heading: 'Featured courses and products',
    intro: 'Tools to keep practicing between sessions.',
    from: 'From {price}',
    categories: { course: 'Course', ebook: 'E-book', product: 'Product' },
  },
  testimonials: {
    heading: 'Transformation Stories',
    intro: 'What people say after their sessions.',
    rating: 'Rated {rating} out of 5',
  },
  faq: {
    heading: 'Frequently asked questions',
    intro: 'Answers to what people ask before their first session.',
    contactPrompt: 'Still have a question?',
    contactLink: 'Write to me',
  },
  quiz: {
    heading: 'Which practice fits you now?',
    intro:
      'Six quiet questions about how you live and feel these days. About two minutes, and a free guide for your path at the end if you want it.',
    start: 'Start the quiz',
    progress: 'Question {current} of {total}',
    progressLabel: 'Your progress through the quiz',
    back: 'Back',
    next: 'Next',
    seeResult: 'See my result',
    incomplete: 'Please answer every question to see your result: one or more were left blank.',
    chooseOne: 'Please choose one answer to go on.',
    tiebreakerTitle: 'One last question',
    decide: 'Show my path',
    transitionLabel: 'Preparing your result',
    skip: 'Skip',
    resultEyebrow: 'Your quiz result',
    resultTitle: '{name}: your path right now',
    resultDescription: '{tagline} Practices for this week, from the Vibra spiritual quiz.',
    thisWeek: 'What to try this week',
    readMore: 'Read more on this path',
    bookHeading: 'Would you like to go deeper?',
    bookText: 'In a personal reading we look at your own energy together and choose the practices that suit you.',
    sharedHeading: 'Which path fits you?',
    sharedText:
      'Six quiet questions, about two minutes: find out whether chakra alignment, aura expansion or radionics tables suits you now.',
    takeQuiz: 'Take the quiz',
    retake: 'Take the quiz again',
    noScriptNote: 'All six questions are on this page. Choose one answer for each, then see your result.',
    shareAlt: '{name} — a result of the Vibra spiritual quiz',
    captureHeading: 'Your free guide by e-mail',
    captureText:
      'A short guide for your path, with a daily practice and a plan for your first weeks. One e-mail, nothing else unless you ask for it.',
    captureEmailLabel: 'Your e-mail address',
    captureNewsletter: 'Also send me the newsletter (about once a month; unsubscribe with one click).',
    captureSubmit: 'Send me the guide',
    captureSending: 'Sending...',
    thankYouTitle: 'Thank you!',
    thankYouText:
      'The guide was sent to {email}. If it does not arrive within a few minutes, look in your spam folder.',
    guideEyebrow: 'Your free guide',
    guideTitle: '{title} — free guide',
    errorInline: 'The guide could not be sent: {message}',
    guidePdf: 'Download this guide as a PDF',
  },
  newsletter: {
    heading: 'A free guided chakra meditation',
    intro: 'Subscribe to the newsletter and receive a guided chakra meditation audio as a welcome gift.',
    emailLabel: 'Your e-mail address',
    placeholder: 'you@example.com',
    submit: 'Subscribe',
    sending: 'Sending...',
    privacy: 'One letter a month at most. Unsubscribe with one click.',
    invalidEmail: 'Please enter a valid email address',
    /** Label of the field bots fill and people never see (the honeypot). */
    honeypotLabel: 'Leave this field empty',
    successTitle: 'Success!',
    successBody: "You've been subscribed to our spiritual newsletter.",
    /** After the success text: the gift is on its way, and where to look for it. */
    successGift:
      "Your gift, a guided chakra meditation, is on its way to your inbox. If it hasn't arrived in a few minutes, look in your spam folder.",
    pendingTitle: 'Check your inbox',
    pendingBody:
      "We've sent you an e-mail: confirm your subscription there first, and your gift, a guided chakra meditation, will follow. If it hasn't arrived in a few minutes, look in your spam folder.",
    duplicateInline: 'This email is already subscribed to our newsletter.',
    duplicateTitle: 'Email already subscribed',
    duplicateBody: 'This email address is already part of our list.',
    errorInline: 'Error during subscription: {message}',
    errorTitle: 'Error',
    errorBody: 'There was an error trying to subscribe your email.',
    connectionInline: 'There was a connection problem. Please try again.',
    connectionTitle: 'Connection error',
    connectionBody: 'Could not connect to the server. Please try again later.',
    dismiss: 'Close notification',
    /** Safe reasons shown in place of {message} in errorInline: never a raw server error. */
    reasons: {
      invalidRequest: 'the form did not arrive as expected. Please reload the page and try again.',
      tooLarge: 'the form sent more data than expected.',
      unsupported: 'the form was sent in a format the site does not accept.',
      crossSite: 'the form was sent from another website.',
      rateLimited: 'too many attempts from your connection. Please wait a minute and try again.',
      unavailable: 'our service is temporarily unavailable and nothing was saved. Please try again in a moment.',
      unexpected: 'something went wrong on our side. Please try again later.',
    },
  },
  /** The pages linked from newsletter e-mails. */
  newsletterPages: {
    unsubscribeTitle: 'Unsubscribe from the newsletter',
    unsubscribeIntro: 'Press the button to stop receiving the Vibra newsletter at this address.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribedTitle: "You've been unsubscribed",
    unsubscribedBody:
      'You will not receive the newsletter at this address anymore. If this was a mistake, you can subscribe again below.',
    confirmTitle: 'Confirm your subscription',
    confirmIntro: 'Press the button to confirm that you want the newsletter and your welcome gift at this address.',
    confirmButton: 'Confirm my subscription',
    confirmedTitle: 'Your subscription is confirmed',
    confirmedBody: 'Welcome! Your guided chakra meditation is on its way to your inbox, and it is also here:',
    invalidLinkTitle: 'This link no longer works',
    invalidLinkBody:
      'It may be incomplete or come from an old e-mail. Open the link again from the e-mail, or write to us and we will help.',
    giftIntro:
      'Your welcome gift: a guided meditation through the seven chakras. Find a quiet place, sit or lie down comfortably and use headphones if you can.',
    giftListen: 'Listen to the meditation',
    giftDownload: 'Download the audio (MP3, {size})',
    giftDuration: '{minutes} minutes',
    giftTranscript: 'Transcript',
    backHome: 'Back to the home page',
  },
  /** The newsletter's public archive: the editions the owner shares, per language, with their feed. */
  newsletterArchive: {
    /** The link to the archive beside the signup forms; also its name in breadcrumbs. */
    pastEditions: 'Past editions',
    heading: 'Past editions of the newsletter',
    intro:
      'The letters already sent to subscribers, gathered here so you can read them calmly, at your own pace. The newest comes first.',
    /** Before an edition's date. */
    sentOn: 'Sent on {date}',
    empty: 'No editions yet — subscribe to receive the first one.',
    feed: 'Follow new editions by RSS',
    /** The feed's description, as feed readers show it. */
    feedDescription:
      'Past editions of the Vibra newsletter in English: practices, reflections and news, just as they were sent.',
    allEditions: 'All editions',
    /** Before the other languages an edition can be read in. */
    alsoIn: 'Also in',
    nextHeading: 'Receive the next one in your inbox',
    notInLanguageHeading: 'This edition was not written in English',
    notInLanguageText: 'It was sent in other languages. You can read it in:',
    notFoundHeading: 'This edition is not in the archive',
    notFoundText:
      'It may have been taken out of the archive, or the address may be incomplete. All the other editions are here:',
    unavailable: 'The archive cannot be opened right now. Please try again in a few minutes.',
  },
  /** E-mails to subscribers (HTML and plain text are made from the same texts). */
  email: {
    footerWhy: 'You receive this e-mail because this address subscribed to the newsletter on {site}.',
    unsubscribe: 'Unsubscribe',
    signature: 'With light,',
    careNote: 'Energy practices complement, and never replace, medical or psychological care.',
    welcomeSubject: 'Your guided chakra meditation is here',
    welcomePreheader: 'A welcome gift: a guided meditation through the seven chakras.',
    welcomeGreeting: 'Welcome to the newsletter!',
    welcomeIntro:
      'Thank you for subscribing. As promised, here is your welcome gift: a guided meditation through the seven chakras, about {minutes} minutes long.',
    welcomeListen: 'Listen to the meditation',
    welcomeTip: 'Find a quiet place, sit or lie down comfortably, and use headphones if you can.',
    welcomeNext: 'About once a month I will write to you with new articles, practices and course dates. Nothing more.',
    confirmSubject: 'Confirm your subscription to the newsletter',
    confirmPreheader: 'One click and your guided chakra meditation is on its way.',
    confirmIntro:
      'Someone, hopefully you, asked to receive the newsletter at this address. Confirm to receive your welcome gift, a guided chakra meditation.',
    confirmButton: 'Confirm my subscription',
    confirmIgnore: 'If you did not ask for this, ignore this e-mail: this address will not be subscribed.',
    quizGuideSubject: 'Your free guide: {title}',
    quizGuidePreheader: 'The guide for your quiz result, with a simple practice to begin.',
    quizGuideIntro:
      'Thank you for taking the quiz. Your answers pointed to {name}, and here is the free guide you asked for: {title}.',
    quizGuideButton: 'Read your guide',
    quizGuideAfter:
      'This is a single e-mail: you will not receive anything else from me unless you chose the newsletter.',
    quizFooterWhy: 'You receive this e-mail because the quiz guide was requested for this address on {site}.',
    quizGuidePdf: 'The same guide as a PDF, to keep or print: {url}',
    privacyLink: 'Your data: see or delete it',
    privacySubject: 'Your link to see or delete your data',
    privacyPreheader: 'A link that works once, for 24 hours.',
    privacyIntro:
      'Someone, hopefully you, asked on {site} to see or delete what the site holds about this address. The button opens a page where you can download it all, and delete it.',
    privacyButton: 'See or delete my data',
    privacyAfter: 'The link works once, for 24 hours. If you did not ask for it, ignore this e-mail: nothing changes.',
    privacyFooterWhy: 'You receive this e-mail because a privacy request was made for this address on {site}.',
    /** An edition's link to its page in the public archive. */
    readOnSite: 'Read it on the site',
  },
  /** A booked session's mails: the visitor's, in their language, and the owner's notice. */
  bookingMail: {
    greeting: 'Dear {name},',
    /** {service} is the session's title, {date} its day in the reader's time zone. */
    confirmationSubject: 'Your session is booked: {service}, {date}',
    confirmationPreheader: 'When, where and how to pay, with an invitation for your calendar.',
    confirmationIntro:
      'Thank you for booking a session with me. I am looking forward to our time together; here is everything you need.',
    /** The reminder, about a day before. */
    reminderSubject: 'See you soon: {service}, {date}',
    reminderPreheader: 'A gentle reminder of your session, with the details.',
    reminderIntro:
      'A gentle reminder that our session is coming up. Here are the details again, so you have them at hand.',
    cancellationSubject: 'Your session is cancelled: {service}, {date}',
    cancellationPreheader: 'The session is cancelled, and its time is free again.',
    cancellationIntro:
      'This session is cancelled, and its time is free again. The attached update takes it out of your calendar.',
    cancellationPaid: 'If you had already paid, I will write to you about returning the amount.',
    cancellationAgain: 'Whenever the moment feels right, you are welcome to book another time.',
    /** A session the visitor moved: its new time, with the calendar's update. */
    changeSubject: 'Your session has moved: {service}, {date}',
    changePreheader: 'The new time, with an update for your calendar.',
    changeIntro:
      'Your session has moved to its new time. Here are the details; the attached update moves it in your calendar too.',
    changeCalendarNote: 'The invitation attached replaces the earlier one in your calendar.',
    /** The visitor's own signed links to move or cancel; {until} is the owner's cut-off, in the visitor's zone. */
    changeHeading: 'Need to change something?',
    changeUntil: 'You can move or cancel the session yourself until {until}.',
    rescheduleLink: 'Move to another time',
    cancelLink: 'Cancel the session',
    rebookButton: 'Book another time',
    /** Before an unpaid booking is released; {deadline} is when, in the visitor's time zone. */
    releaseNoticeSubject: 'Still awaiting your payment: {service}, {date}',
    releaseNoticePreheader: 'Your time is reserved for you until {deadline}.',
    releaseNoticeIntro:
      'Your session’s time is still reserved for you, but your payment has not reached me yet. If it has not arrived by {deadline}, the time will be released so that someone else can book it. If you have just paid, thank you: there is nothing more to do.',
    /** An unpaid booking released: the visitor's last mail about it, with the calendar's cancellation. */
    releasedSubject: 'The time of your session was released: {service}, {date}',
    releasedPreheader: 'The payment did not arrive in time, so the time is free again.',
    releasedIntro:
      'As the payment did not arrive in time, the time reserved for our session has been released. The attached update takes it out of your calendar.',
    releasedPaid:
      'If you did pay and our messages crossed, simply reply or write to me at {email}, and we will find a time.',
    labelSession: 'Session',
    labelWhen: 'When',
    /** The session's time in the owner's time zone, below the visitor's. */
    labelMyTime: 'My time',
    labelWhere: 'Where',
    labelPrice: 'Price',
    labelReference: 'Booking reference',
    /** A time followed by its zone's name. */
    timeInZone: '{time} ({zone})',
    whereOnline: 'Online, by video call: {url}',
    whereInPerson: 'In person, in {city}: {address}',
    free: 'Free',
    payHeading: 'How to pay',
    payPix:
      'Please pay {price} by Pix: in your bank’s app, choose Pix “copia e cola” and paste the code below. It already carries the amount and your booking reference.',
    pixCodeLabel: 'Pix code (copia e cola)',
    pixQrNote: 'Or scan this QR code with your bank’s app:',
    pixQrAlt: 'Pix QR code for {price}',
    awaitingNote: 'Your time is reserved for you, and confirmed as soon as the payment arrives.',
    /** For a visitor outside Brazil (Pix needs a Brazilian bank), or when the owner has no Pix key. */
    payLater: 'You can pay {price} at the session, or by the payment link I will send you before it.',
    paid: 'Your payment has arrived. Thank you!',
    manageButton: 'Change or cancel the session',
    calendarNote: 'The invitation attached adds the session to your calendar.',
    prepareOnline:
      'Before we begin, find a quiet place where nobody will interrupt you, with a good connection, and open the call a few minutes early.',
    prepareInPerson: 'Please arrive a few minutes early, so we can begin calmly.',
    questions: 'If anything comes up, or you have a question, simply write to me at {email}.',
    footerWhy: 'You receive this e-mail because a session was booked with this address on {site}.',
    /** The owner's notice of a booking or a cancellation (sent in Portuguese, the owner's language). */
    ownerBookedSubject: 'New booking: {service}, {date} — {name}',
    ownerBookedIntro: '{name} has booked a session on the site.',
    ownerCancelledSubject: 'Booking cancelled: {service}, {date} — {name}',
    ownerCancelledIntro: 'The booking of {name} is cancelled; its time is free again.',
    ownerReleasedSubject: 'Booking released, unpaid: {service}, {date} — {name}',
    ownerReleasedIntro:
      'The booking of {name} was not paid in time and has been released; its time is free again. {name} has been told by e-mail.',
    ownerMovedSubject: 'Booking moved: {service}, {date} — {name}',
    ownerMovedIntro: '{name} has moved their session to a new time.',
    ownerLabelVisitor: 'Who',
    ownerLabelEmail: 'E-mail',
    ownerLabelTheirTime: 'Their time',
    ownerLabelPhone: 'Phone',
    ownerLabelNote: 'Their note',
    ownerLabelLanguage: 'Language',
    ownerPayPix: 'Awaiting the Pix of {price}: look for the reference {reference} in the payment’s details.',
    ownerPayLater:
      'No Pix code was sent (the visitor is outside Brazil, or no Pix key is set): send a payment link for {price}, or receive it at the session.',
    ownerPaid: 'Paid: {price}.',
    ownerFree: 'Free session: nothing to receive.',
    ownerFooterWhy: 'You receive this e-mail because a session was booked on {site}.',
  },
  /** The privacy request page (LGPD art. 18): ask for a link, then see, download or delete what is held. */
  privacyRequest: {
    title: 'Your data: see it or delete it',
    intro:
      'Give your e-mail address and we send to it a link that works once, for 24 hours. It opens a page where you can download everything this site holds about that address, and delete it.',
    emailLabel: 'Your e-mail address',
    submit: 'Send me the link',
    sending: 'Sending...',
    sentTitle: 'Check your inbox',
    sent: 'We have sent a link to {email}. It works once, for 24 hours. If it has not arrived in a few minutes, look in your spam folder.',
    sentPlain:
      'We have sent a link to the address you gave. It works once, for 24 hours. If it has not arrived in a few minutes, look in your spam folder.',
    errorInline: 'Your request did not go through: {message}',
    openIntro:
      'Press the button to open the page with your data. The link then stops working: to come back later, ask for a new one.',
    openButton: 'Open my data',
    invalidLink:
      'This link no longer works: it was already used, or more than 24 hours have passed. Ask for a new one below.',
    sessionEnded: 'The page with your data has closed (it stays open for an hour). Ask for a new link below.',
    dataHeading: 'What this site holds about {email}',
    dataIntro: 'This page stays open for an hour, in this browser only.',
    subscription: 'A newsletter subscription ({status}), with the record of your consent.',
    statuses: {
      subscribed: 'active',
      pending: 'waiting for confirmation',
      unsubscribed: 'ended',
      bounced: 'paused: your mail server refused our mail',
    },
    quizRequests: {
      one: '{count} quiz guide request, with your answers.',
      other: '{count} quiz guide requests, with your answers.',
    },
    bookings: {
      one: '{count} booked session, with what you wrote for it and your contact details.',
      other: '{count} booked sessions, with what you wrote for them and your contact details.',
    },
    mails: {
      one: '{count} e-mail we sent you or are about to send.',
      other: '{count} e-mails we sent you or are about to send.',
    },
    nothing: 'Nothing besides this request: the site holds no data about this address.',
    downloadHeading: 'Download',
    downloadJson: 'Everything as JSON',
    downloadCsv: 'Everything as CSV (for a spreadsheet)',
    deleteHeading: 'Delete',
    deleteIntro:
      'Deletes your subscription, your quiz requests, your bookings and every e-mail to this address. Only a code of the address remains, computed with a secret key, so that an old list can never bring it back; a session you paid for stays in the accounts, without your name, address or note.',
    deleteLink: 'Delete everything…',
    confirmHeading: 'Delete everything about {email}?',
    confirmText:
      'This cannot be undone. You will not receive the newsletter any more, and e-mails still waiting will not be sent.',
    confirmButton: 'Yes, delete everything',
    cancel: 'No, go back',
    deleted:
      'Done: everything this site held about your address is deleted. Only a code remains that cannot be turned back into the address.',
    policyLink: 'Read the privacy policy',
  },
  footer: {
    tagline: 'Vibrational therapy and spiritual guidance, from Brazil to wherever you are.',
    pagesHeading: 'Pages',
    supportHeading: 'Support',
    socialHeading: 'Follow',
    newsletterHeading: 'Newsletter',
    rights: '© {year} {brand}. All rights reserved.',
    healthNote: 'Energy practices complement, and never replace, medical or psychological care.',
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
    ratings: { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' },
    intro:
      'How fast this site is for the people who read it: measured in their own browsers, on their own phones and connections, over the last 28 days.',
    privacy:
      'Measured anonymously: no address, no cookie, no browser fingerprint. Only the kind of page, the kind of device, the browser family, the connection type and the language are kept.',
    summaryHeading: 'The last 28 days',
    summaryIntro:
      'Each figure is the 75th percentile: three visits in four were at least this fast. The bar shows how the measurements split between good, needs improvement and poor.',
    p75: '75th percentile',
    samples: { one: 'from {count} visit', other: 'from {count} visits' },
    splitLabel: 'Good {good}, needs improvement {needsImprovement}, poor {poor}',
    trendHeading: 'Day by day',
    trendIntro: 'The 75th percentile of each day with measurements; the dashed lines are the good and poor thresholds.',
    trendCaption: '{metric}: 75th percentile per day',
    day: 'Day',
    groupsHeading: 'By kind of page, device and language',
    groupsIntro: 'The 75th percentile of each metric for every combination that has measurements.',
    pageGroup: 'Pages',
    device: 'Device',
    language: 'Language',
    groups: { home: 'Home page', article: 'Articles', guide: 'Guides', other: 'Other pages' },
    devices: { mobile: 'Phones', desktop: 'Computers' },
    fewSamples: 'Few measurements: read with care.',
    noValue: 'no measurements',
    emptyHeading: 'No measurements yet',
    emptyText:
      'As soon as people read the site, their browsers report how fast each page was, and this page shows the figures for the last 28 days, per metric, kind of page, device and language.',
    unavailable: 'The measurements cannot be read right now. Please try again in a minute.',
    explainHeading: 'What the metrics mean',
    explain: {
      lcp: 'When the largest text or image of the first screen has appeared: the moment a page looks ready.',
      fid: 'How long the page took to start reacting to the first tap or key press.',
      cls: 'How much the content moved around by itself while the page loaded: the lower, the steadier.',
      fcp: 'When the first text or image appeared on the screen.',
      ttfb: 'How long the server took to start answering.',
      inp: 'How quickly the page answered taps and key presses over the whole visit (the slowest ones count).',
    },
    thresholdsText:
      'Good up to {good}, poor above {poor}. Between the two, the page needs improvement. These are the thresholds Google publishes for Core Web Vitals.',
    fidReplaced:
      'In March 2024, Interaction to Next Paint replaced First Input Delay as a Core Web Vital: it looks at every interaction, not only the first. FID is still measured here for comparison.',
    overlay: {
      button: 'Performance score {score} out of 100',
      measuring: 'Performance: measuring…',
      title: 'Performance of this page',
      close: 'Close',
      score: 'Score',
      waiting: 'waiting…',
      connection: 'Connection',
      downlink: 'Downlink',
      rtt: 'Round-trip time',
      notReported: 'not reported by this browser',
      cause: 'Cause',
    },
    errors: {
      invalidRequest: 'The measurement did not arrive as expected.',
      tooLarge: 'The measurement was larger than expected.',
      unsupported: 'Measurements are accepted as JSON only.',
      crossSite: 'Measurements are accepted from this site’s own pages only.',
      rateLimited: 'Too many measurements from this connection. Please try again in a minute.',
      unavailable: 'The measurement could not be saved right now.',
    },
  },
  chatWidget: CHAT_WIDGET_EN,
  blog: {
    toc: 'On this page',
    breadcrumb: 'Breadcrumb',
    share: 'Share this article',
    shareOn: 'Share on {network}',
    shareByEmail: 'Send by e-mail',
    related: 'Related articles',
    faqHeading: 'Frequently asked questions',
    authorHeading: 'About the author',
    authorBio:
      '{name} is a vibrational therapist and spiritual guide with over {years} years of experience in energy readings, chakra work, radiesthesia and meditation.',
    bookHeading: 'Would you like personal guidance?',
    bookText:
      'In a reading we look at your energy and your moment of life together, and you leave with practices made for you.',
    published: 'Published {date}',
    updated: 'Updated {date}',
    careNote:
      'Energy practices complement, and never replace, professional medical or psychological care. If you are unwell, please see a qualified professional.',
    newsletterHeading: 'Receive the next articles',
    postsCount: { one: '{count} article', other: '{count} articles' },
    heading: 'Blog',
    intro: 'Articles on energy, intuition and everyday spiritual practice.',
    by: 'By {author}',
    categories: {
      divination: 'Divination',
      meditation: 'Meditation',
      energyWork: 'Energy Work',
      protection: 'Protection',
      spaceClearing: 'Space Clearing',
      energyHealing: 'Energy Healing',
      intuition: 'Intuition',
      espiritualidade: 'Spirituality',
      healing: 'Healing',
      manifestation: 'Manifestation',
      quantumPhysics: 'Quantum Physics',
      beginnersGuide: "Beginner's Guide",
      secularSpirituality: 'Secular Spirituality',
    },
  },
  chat: {
    greeting:
      'Hello! I answer from what this site says about chakras, the aura, tarot, meditation, energy cleansing and the sessions. What would you like to know?',
    thanks: 'You are welcome. If anything else comes up, just ask.',
    unknown:
      'I don’t know: the site doesn’t cover that, and I would rather not guess. You can write to {name} through the contact page.',
    health:
      'The practices on this site complement, and never replace, medical or psychological care: for symptoms, medication or a diagnosis, please talk to a doctor or a qualified professional.',
    crisis:
      'I am so sorry you are going through this, and you don’t have to face it alone. Please talk to someone now: in Brazil, call CVV on 188 (free, 24 hours) or chat at cvv.org.br; in the US and Canada, call or text 988; in the UK and Ireland, call Samaritans on 116 123; elsewhere, your local emergency number. If you are in danger right now, call emergency services.',
    booking:
      'Each session’s price and free times are on the booking page; for anything else, write to me through the contact page.',
    /** Answers stated from the site's facts (prices, booking, places, languages, payment), one sentence each. */
    facts: {
      sessionPrice: 'A session of {title} lasts {minutes} minutes and costs {price}.',
      sessionFree: 'A session of {title} lasts {minutes} minutes and is free of charge.',
      offerPrice: '{title} costs {price}.',
      /** Lists when no one session, course or product is named: `{items}` joins the `item` texts. */
      sessionList: 'The sessions you can book: {items}.',
      courseList: 'The courses: {items}.',
      productList: 'The products: {items}.',
      sessionItem: '{title} ({minutes} minutes, {price})',
      sessionItemFree: '{title} ({minutes} minutes, free)',
      offerItem: '{title} ({price})',
      booking:
        'You can book on the booking page: choose the session, then a free time in your own time zone, and confirm with your name and e-mail.',
      bookingNamed:
        'You can book {title} on its booking page: choose a free time in your own time zone and confirm with your name and e-mail.',
      /** The booking link's name among the sources, for one session. */
      bookSource: 'Book {title}',
      whatsapp: 'If you prefer, you can also write to me on WhatsApp.',
      placeBoth: 'I hold {sessions} in person in {city}, or online by video call from anywhere.',
      placeOnline: 'I hold {sessions} online, by video call.',
      placeInPerson: 'I hold {sessions} in person in {city}.',
      languages: 'I hold {sessions} in {languages}.',
      payPix:
        'From Brazil you pay by Pix: once you book, the Pix code is on your booking’s page and in your confirmation e-mail.',
      payAbroad: 'From outside Brazil, you can pay at the session or by the link I send you.',
      payLater: 'You can pay at the session or by the link I send you.',
    },
    errors: {
      invalidRequest: 'Please write a question of 1 to 2,000 characters.',
      tooLarge: 'The conversation is too long to send. Clear it and ask again.',
      unsupported: 'Questions are accepted as JSON only.',
      crossSite: 'Questions are accepted from this site’s own pages only.',
      rateLimited: 'Too many questions from this connection in a minute. Please wait a moment and ask again.',
    },
  },
  contact: {
    heading: 'Contact',
    intro: 'The simplest way to reach me is by e-mail. I answer within two working days.',
    emailCard: 'E-mail',
    sendMessage: 'Send Message',
  },
  about: {
    intro: 'A vibrational therapist and spiritual guide with over {years} years of experience.',
  },
  privacy: { heading: 'Privacy Policy', lastUpdated: 'Last updated: {date}' },
  terms: { heading: 'Terms of Use', lastUpdated: 'Last updated: {date}' },
  sitemap: {
    heading: 'Sitemap',
    mainPages: 'Main pages',
    posts: 'Blog posts',
    support: 'Legal and support',
    xml: 'XML sitemap',
    categories: 'Categories',
  },
  notFound: {
    title: 'Page not found',
    heading: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Return to Home',
  },
  offline: {
    title: "You're offline",
    description: 'This page appears when there is no connection. Articles you have already opened stay on your device.',
    text: 'Your phone has lost its connection, so this page could not load. Articles you opened before are kept on this device, and you can read them now.',
    retry: 'Try again',
    savedHeading: 'Saved on this device',
    savedEmpty:
      'Nothing saved yet. Articles and guides you open while connected are kept here, so you can read them without a signal.',
    savedOn: 'saved {date}',
    savedNotice: 'You are reading the copy saved on this device on {date}, because the connection is not answering.',
    notSentTitle: 'Not sent yet',
    sendAgain: 'Send again',
  },
  pageNames: {
    home: 'Home',
    blog: 'Blog',
    topics: 'Topics',
    services: 'Services',
    courses: 'Courses',
    products: 'Products',
    about: 'About',
    faq: 'FAQ',
    contact: 'Contact',
    spiritualGuidance: 'Spiritual guidance',
    chakra: 'Chakra guide',
    performance: 'Web Vitals',
    audit: 'Site health',
    sitemap: 'Sitemap',
    privacy: 'Privacy',
    terms: 'Terms of use',
    quiz: 'Spiritual quiz',
  },
  practice: {
    heading: 'A practice for today',
    intro: 'A small practice to try before you scroll on. Press the button for another one.',
    another: 'Show another practice',
    minutes: { one: '{count} minute', other: '{count} minutes' },
    items: [
      {
        title: 'Three grounding breaths',
        text: 'Feel both feet on the floor. Breathe in for four counts, out for six, three times, and notice the weight of your body.',
        minutes: '2',
      },
      {
        title: 'Hand on the heart',
        text: 'Rest one hand on your chest. Name one thing you are grateful for and stay with the warmth of your hand for a minute.',
        minutes: '1',
      },
      {
        title: 'Clear one corner',
        text: 'Choose one small corner of your home, open the window and tidy only that. Notice how the air feels afterwards.',
        minutes: '10',
      },
      {
        title: 'Listen inward',
        text: 'Sit quietly and ask: what do I need right now? Write the first answer that comes, without judging it.',
        minutes: '5',
      },
      {
        title: 'Walk without the phone',
        text: 'Take a short walk and let your attention rest on sounds, colors and your breath.',
        minutes: '10',
      },
    ],
  },
  chakraGuide: {
    chakrasHeading: 'The seven chakras',
    chakraNumber: 'Chakra {number} of 7',
    location: 'Location',
    color: 'Color',
    element: 'Element',
    purpose: 'Purpose',
    function: 'Function',
    symptoms: 'Signs it needs care',
    underactive: 'When it is underactive',
    overactive: 'When it is overactive',
    crystals: 'Crystals',
    soundHeading: 'Sound healing: notes and mantras',
    soundIntro:
      'Each chakra resonates with a note of the scale and a seed mantra. Chant or hum it for a few slow breaths while you rest your attention on its center.',
    note: 'Note',
    mantra: 'Mantra',
    benefitsHeading: 'What alignment can bring',
    signsHeading: 'Signs of imbalance',
    physical: 'Physical',
    emotional: 'Emotional',
    mental: 'Mental',
    methodsHeading: 'Eight ways to align your chakras',
    dailyHeading: 'Daily practices',
    journeyHeading: 'Start your journey',
    conclusionHeading: 'Closing thoughts',
    faqHeading: 'Questions about chakra alignment',
    hubHeading: 'Your chakras, one by one',
    hubIntro: 'Start with the center that calls you, or read the whole guide below.',
    hubFaqHeading: 'Chakras: frequently asked questions',
    guideLink: 'Read the complete guide',
  },
  hub: {
    guideLabel: 'Guide',
  },
  aboutPage: {
    expertiseHeading: 'Areas of expertise',
    philosophyHeading: 'How I work',
    profileHeading: 'My path',
    cta: 'Get in touch',
  },
  bookingPages: {
    titles: {
      services: 'Book a session',
      time: 'Choose a day and time',
      details: 'Your details',
      booked: 'Your session is booked',
      change: 'Move your session',
      cancel: 'Cancel your session',
    },
    servicesDescription:
      'Book an energy reading, a consultation or a first coaching conversation online: see the free times in your own time zone and pay by Pix.',
    servicesIntro:
      'Choose the session that calls you. You will see my free times in your own time zone, and you can book in a minute.',
    /** A session's facts on its card. */
    minutes: '{minutes} minutes',
    free: 'Free',
    /** The price for visitors outside Brazil, after the price in reais. */
    abroad: 'outside Brazil: {price}',
    online: 'Online, by video call',
    inPerson: 'In person in {city}',
    languages: 'In {languages}',
    chooseTime: 'Choose a time',
    /** The time step. */
    shownIn: 'Times are shown in this time zone: {zone}.',
    ownerTime: 'My own time zone is {zone}.',
    zoneLabel: 'Show the times in',
    zoneButton: 'Show',
    noTimes: 'There are no free times on these days. Please look at later days.',
    earlier: 'Earlier days',
    later: 'Later days',
    /** The calendar that takes the week's place with JavaScript, in the zone the browser tells. */
    calendar: {
      yourZone: 'Times are shown in your time zone: {zone}.',
      chosenZone: 'Times are shown in the time zone you chose: {zone}.',
      loading: 'Looking for the free times…',
      failed: 'The calendar could not load the free times. You can still choose one of the times below.',
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      /** A day as a screen reader reads it: its full date and how many of its times are free. */
      dayTimes: { one: '{day}: {count} free time', other: '{day}: {count} free times' },
      dayFull: '{day}: no free times',
      timesOn: 'Free times on {day}',
      noTimesInMonth: 'There are no free times this month. Please look at the next one.',
    },
    /** The database did not answer: the page says so and offers the contact page. */
    unavailable: 'The free times cannot be shown right now. Please try again in a moment, or write to me.',
    /** The details step. */
    chosen: '{service} on {when}',
    inOwnerTime: '{when} in my time zone',
    otherTime: 'Choose another time',
    name: 'Your name',
    email: 'Your e-mail',
    phone: 'WhatsApp (optional)',
    phoneHint: 'With the country code, e.g. +55 11 91234-5678. Only to reach you about this session.',
    note: 'Anything you would like me to know (optional)',
    noteHint:
      'Kept only for this session and deleted {days} days after it. Please share only what you are comfortable sharing.',
    consent:
      'I agree that my name, e-mail, WhatsApp number and note are used only to arrange and hold this session, as the privacy policy describes.',
    privacyLink: 'Privacy policy',
    submit: 'Confirm the booking',
    nearestHeading: 'Nearest free times',
    /** The booking's page. */
    session: 'Session',
    reference: 'Booking reference',
    when: 'When',
    where: 'Where',
    price: 'Price',
    mailSent: 'A confirmation with a calendar invitation is on its way to {email}.',
    awaitingPayment: 'Your time is held for you until the payment arrives.',
    payHeading: 'Pay with Pix',
    payText: 'Open your bank’s app, choose Pix, and scan the code or paste the “copia e cola” text.',
    pixCode: 'Pix code (copia e cola)',
    pixQrAlt: 'Pix QR code for {price}',
    payAbroad: 'From outside Brazil you can pay at the session, or by the link I will send you.',
    linkNotValid: 'This booking link is not valid. Please use the link in your confirmation e-mail.',
    /** WhatsApp beside the invitation to book. */
    whatsapp: 'Ask on WhatsApp',
    whatsappText: 'Hello! I would like to book a session.',
    /** Moving or cancelling a booking by its signed link. */
    changeNow: 'Your session now: {when}.',
    changeIntro: 'Choose a new time below. Your present time stays yours until you confirm the new one.',
    moveTo: 'New time: {when}',
    moveSubmit: 'Move my session',
    cancelQuestion:
      'Do you want to cancel this session? Its time becomes free for someone else, and you will receive a confirmation by e-mail.',
    cancelSubmit: 'Yes, cancel my session',
    keep: 'Keep my session',
    /** {until} is the owner's cut-off before the session. */
    changeUntil: 'You can move or cancel this session here until {until}.',
    rescheduleLink: 'Move to another time',
    cancelLink: 'Cancel the session',
    contact: 'Write to me',
    whatsappChange: 'Hello! I would like to change my session, booking reference {reference}.',
    cancelledStatus: 'This session is cancelled.',
    bookAgain: 'Book another time',
    changeUnavailable: 'Your booking cannot be shown right now. Please try again in a moment, or write to me.',
  },
  booking: {
    /** Why a link to move or cancel a booking opens nothing; {hours} is the owner's cut-off. */
    changeRefusals: {
      invalidLink: 'This link is not valid. Please use the link in your most recent e-mail about the session.',
      earlierLink:
        'This link belongs to an earlier version of your booking: it has been used already, or the session has changed since. Please use the link in your most recent e-mail.',
      cancelled: 'This booking is already cancelled.',
      expired: 'This link has expired: the time of the session has come.',
      tooLate:
        'The time to change this session online has passed: it can be moved or cancelled here until {hours} hours before it. Please write to me or send me a message on WhatsApp, and we will find a way together.',
    },
    /** The answer when someone else booked the time a moment before (409), above the nearest free times. */
    taken: 'Someone has just booked this time. Here are the nearest free times.',
    /** A time the owner does not offer (any more): too soon, outside her hours, a day off. */
    unavailableTime: 'This time can no longer be booked. Please choose another one.',
    /** A session that cannot be booked online. */
    unknownService: 'This session cannot be booked online. Please choose another one, or write to me.',
  },
  contactPage: {
    emailCardText:
      'Tell me a little about what brings you here. A few lines are enough, and everything you share stays between us.',
    subject: 'Message from the Vibra website',
    /** The opening of the e-mail, for the visitor to complete. */
    body: 'Hello, I would like to tell you a little about what brings me here:\n',
    bookingHeading: 'Ready for a session?',
    bookingText: 'Choose a reading or consultation and we will find a time that suits you.',
  },
  faqPage: {
    filterLabel: 'Filter the questions',
    filterPlaceholder: 'Type a word, for example chakra',
    noResults: 'No question matches "{query}". Try another word, or write to me.',
    shown: '{count} of {total} questions',
    setHome: 'Sessions and practice',
    setChakraHub: 'Chakras',
    setChakraGuide: 'Chakra alignment',
  },
  offerPage: {
    enquire: 'Ask about it by e-mail',
    enquireSubject: 'Question about {title}',
    /** The opening of the enquiry e-mail, for the visitor to complete. */
    enquireBody: 'Hello, I would like to know more about {title}. My question:\n',
    bookService: 'Book this session',
    priceNote: 'Prices in US dollars. Write to me for the price in reais and payment options.',
    noCheckout: 'There is no online checkout: write to me and I will answer with the details.',
    otherOffers: 'Also available',
    /** Where the services are offered, as structured data says it. */
    areaServed: 'Worldwide (online), Brazil (in person)',
  },
  sitemapPage: {
    services: 'Services',
    offers: 'Courses and products',
  },
  audit: {
    builtAt: 'Report of the build of {date}.',
    comparedWith: 'Compared with the build of {date}.',
    noReport: 'No report yet: it is written each time the site is built.',
    overall: {
      green: 'Every check passes.',
      amber: 'Nothing is broken; a few things are worth a look.',
      red: 'Something needs fixing before the next publication.',
    },
    states: { green: 'OK', amber: 'Worth a look', red: 'Needs fixing' },
    languagesHeading: 'Pages per language',
    language: 'Language',
    pages: 'Pages',
    translated: 'Translated',
    checksHeading: 'Checks',
    found: { one: '{count} found', other: '{count} found' },
    previous: 'previous build: {count}',
    more: { one: 'and {count} more', other: 'and {count} more' },
    detector:
      'The language detector read {judged} blocks of text and agreed with the page’s language on {agreed}. {notJudged} short blocks (names, labels, buttons) are too short to judge.',
    checks: {
      completeness: {
        name: 'Translations present',
        explain:
          'Every article, page and text exists in all four languages, or is marked as awaiting translation (it then shows in English, with a notice).',
      },
      language: {
        name: 'Text in the page’s language',
        explain:
          'Every paragraph, heading, card and excerpt is in the language of its page, unless marked as a quotation.',
      },
      links: {
        name: 'Links and anchors',
        explain: 'Every link, image and anchor inside the site leads somewhere.',
      },
      hreflang: {
        name: 'Language versions (hreflang)',
        explain: 'Each translated page names its versions in the other languages, and each of them names it back.',
      },
      titles: {
        name: 'Page titles',
        explain: 'Every page has a title of {min} to {max} characters, different from the others in its language.',
      },
      descriptions: {
        name: 'Descriptions',
        explain:
          'Every page has a description of {min} to {max} characters for search results, different from the others.',
      },
      headings: { name: 'One main heading', explain: 'Every page has exactly one main heading (h1).' },
      structuredData: {
        name: 'Structured data',
        explain: 'The data for search engines (JSON-LD) can be read and has the fields they require.',
      },
      depth: {
        name: 'Depth of the pillar guides',
        explain: 'The chakra guide has at least 3,000 words and each of the seven pillar articles at least 2,000.',
      },
      translationLength: {
        name: 'Length of the translations',
        explain:
          'Each translation is within 20% of the English text’s length; a much shorter one has usually lost a passage.',
      },
      staleTranslations: {
        name: 'Translations up to date',
        explain: 'The English text has not changed since each translation was made from it.',
      },
      pageWeight: {
        name: 'Page weight',
        explain: 'What a phone downloads for a page’s first view (compressed): at most {budget}.',
      },
      javascript: {
        name: 'Script before interaction',
        explain: 'At most {budget} of script runs before a visitor touches the page; the rest loads when needed.',
      },
      samples: {
        name: 'Sample content',
        explain: 'Placeholders the owner replaces with the real details before launch.',
      },
    },
    findings: {
      missingTranslation: 'no {language} version',
      awaitingTranslation: 'awaiting its {language} translation',
      wrongLanguage: 'text in {language}:',
      brokenLink: 'the link to {value} leads nowhere',
      missingAnchor: 'the anchor {value} is not on its page',
      notReciprocal: '{value} does not name this page back',
      missing: '{value} is missing',
      duplicate: 'the same as on {value}',
      tooLong: '{value} characters, more than {limit}',
      tooShort: '{value} characters, fewer than {limit}',
      headingCount: '{value} main headings instead of one',
      unparsable: 'structured data that cannot be read',
      missingField: '{value} is missing',
      fewWords: '{value} words, fewer than {limit}',
      lengthRatio: '{value}% of the English length',
      sourceChanged: 'the English text changed after this translation',
      overBudget: '{value}, over the budget of {limit}',
      sample: 'still a sample',
    },
    /** What a piece of content that is not one page is called. */
    collections: {
      posts: 'Article',
      services: 'Service',
      offers: 'Offer',
      guides: 'Guide',
      pages: 'Page',
      legal: 'Legal text',
      faq: 'Questions and answers',
      quiz: 'Quiz',
      gift: 'Welcome gift',
      testimonials: 'Testimonials',
    },
    sampleTestimonials: 'testimonials (sample stories)',
  },
  relatedContent: {
    heading: 'Suggested reading',
    intro: 'Three articles to begin with.',
  },
  pages: {
    quiz: {
      title: 'Spiritual Quiz — Which Practice Fits You Now?',
      description:
        'Six quiet questions, about two minutes: find your path among chakra alignment, aura expansion and radionics tables, with practices to begin.',
    },
    quizTiebreaker: {
      title: 'Spiritual Quiz — One Last Question',
      description:
        'Two or three paths came out even in your answers: one last question decides which practice fits you now.',
    },
    home: {
      title: 'Vibra — Vibrational Therapy and Spiritual Guidance',
      description:
        'Energy readings, chakra work and spiritual guidance from Brazil, with free articles on chakras, aura, tarot, meditation and intuition.',
    },
    blog: {
      title: 'Blog — Chakras, Aura, Tarot and Meditation',
      description:
        'Practical articles on chakras, aura, tarot, meditation, intuition and energy cleansing, written by a therapist with over 15 years of practice.',
    },
    topics: {
      title: 'Topics — Where to Begin',
      description:
        'All the themes of Vibra in one place: chakras, aura, radionics, meditation, manifestation and spirituality for beginners.',
    },
    services: {
      title: 'Services — Readings, Sessions and Courses',
      description:
        'Energy readings, consultations, coaching, custom healing plans, group workshops and digital courses, online or in person.',
    },
    courses: {
      title: 'Courses — Learn at Your Own Pace',
      description:
        'Online courses on chakras and energy practice, with video lessons and guided exercises you can follow at home.',
    },
    products: {
      title: 'Products — Guidebooks and Crystal Kits',
      description:
        'Guidebooks and crystal kits chosen to support your practice between sessions, with clear instructions for use.',
    },
    about: {
      title: 'About — Over 15 Years of Spiritual Guidance',
      description:
        'Meet the therapist behind Vibra: more than 15 years of energy readings, chakra work, radiesthesia and meditation.',
    },
    faq: {
      title: 'FAQ — Sessions, Chakras and Practice',
      description:
        'Answers about sessions, energy readings, chakras, privacy and the free guided meditation, gathered in one place.',
    },
    contact: {
      title: 'Contact — Write to Vibra',
      description:
        'Questions about sessions, courses or products? Write an e-mail and receive an answer within two working days.',
    },
    performance: {
      title: 'Web Vitals — How Fast This Site Is',
      description:
        'Real-visitor measurements of how fast Vibra loads and responds, per page, updated continuously and shown openly.',
    },
    audit: {
      title: 'Site Health — Checked on Every Build',
      description:
        'The state of the site, checked on every build: translations, links, titles, structured data, page weight and sample content.',
    },
    sitemap: {
      title: 'Sitemap — Every Page on Vibra',
      description:
        'Every page, article and category on Vibra in one list, with a link to the XML sitemap for search engines.',
    },
    privacy: {
      title: 'Privacy Policy — Vibra',
      description: 'What Vibra collects, why, for how long and how to exercise your rights under Brazil’s LGPD.',
    },
    privacyRequest: {
      title: 'Your Data — See or Delete It — Vibra',
      description:
        'Ask for a link by e-mail, then download everything Vibra holds about your address as JSON or CSV, or delete it (LGPD art. 18).',
    },
    newsletterArchive: {
      title: 'Newsletter Archive — Past Editions — Vibra',
      description:
        'Read the past editions of the Vibra newsletter: practices, reflections and news on energy, chakras and meditation, just as they were sent.',
    },
    terms: {
      title: 'Terms of Use — Vibra',
      description: 'The terms that apply to using the Vibra website, its articles, sessions, courses and products.',
    },
  },
};

/** The shape every language's messages must have: the same keys, any strings. */
export type Messages = typeof en;
