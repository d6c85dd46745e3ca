import type { Messages } from '../../i18n/messages/index.ts';
import { format } from '../../i18n/messages/index.ts';
import { Avatar } from './Avatar.tsx';

interface AboutTherapistProps {
  messages: Messages['aboutTherapist'];
  name: string;
  years: number;
  aboutHref: string;
}

/** The therapist introduces herself: avatar and two paragraphs. */
export function AboutTherapist({ messages, name, years, aboutHref }: AboutTherapistProps) {
  return (
    <section className="container-page py-20" aria-labelledby="about-therapist">
      <div className="grid items-center gap-10 md:grid-cols-[auto_1fr]">
        <Avatar label={format(messages.avatarAlt, { name })} className="mx-auto size-44 md:size-56" />
        <div className="max-w-2xl">
          <h2 id="about-therapist" className="text-3xl font-semibold text-violet-900 sm:text-4xl">
            {format(messages.heading, { name })}
          </h2>
          <p className="mt-5 text-lg text-ink-soft">{format(messages.paragraph1, { years })}</p>
          <p className="mt-4 text-lg text-ink-soft">{messages.paragraph2}</p>
          <a href={aboutHref} className="mt-6 inline-block font-semibold text-violet-700 underline underline-offset-4">
            {messages.cta}
          </a>
        </div>
      </div>
    </section>
  );
}
