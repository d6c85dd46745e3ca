/** The booking invitation's texts and link. */
export interface BookingCtaProps {
  heading: string;
  text: string;
  cta: string;
  href: string;
}

/** The invitation to book a personal reading. */
export function BookingCta({ heading, text, cta, href }: BookingCtaProps) {
  return (
    <section aria-labelledby="booking-title" className="rounded-[var(--radius-card)] bg-violet-900 p-8 text-paper">
      <h2 id="booking-title" className="text-2xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2 max-w-xl text-violet-100">{text}</p>
      <a
        href={href}
        className="mt-5 inline-block rounded-full bg-gold-300 px-6 py-3 font-semibold text-violet-950 hover:bg-gold-100"
      >
        {cta}
      </a>
    </section>
  );
}
