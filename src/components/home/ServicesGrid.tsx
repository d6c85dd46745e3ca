import { clsx } from 'clsx';
import type { Messages } from '../../i18n/messages/index.ts';
import type { ServiceItem } from '../../site/catalog.ts';
import { Icon } from '../ui/Icon.tsx';
import { SectionHeading } from '../ui/SectionHeading.tsx';

/** The six services in an even grid; the featured one (energy reading) stands out by colour and says so. */
export function ServicesGrid({
  messages,
  services,
  allHref,
}: {
  messages: Messages['services'];
  services: ServiceItem[];
  allHref: string;
}) {
  return (
    <section className="bg-paper py-20" aria-labelledby="services-title">
      <div className="container-page">
        <SectionHeading id="services-title" title={messages.heading} intro={messages.intro} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.key}>
              <a
                href={service.href}
                className={clsx(
                  'flex h-full flex-col rounded-[var(--radius-card)] border border-violet-100 p-6 transition hover:border-violet-600',
                  service.featured ? 'bg-violet-900 text-paper hover:border-gold-300' : 'bg-mist',
                )}
              >
                <span
                  className={clsx(
                    'flex size-11 items-center justify-center rounded-full',
                    service.featured ? 'bg-gold-300 text-violet-950' : 'bg-violet-100 text-violet-700',
                  )}
                >
                  <Icon name={service.icon} />
                </span>
                {service.featured && (
                  <span className="mt-4 text-xs font-semibold uppercase tracking-wider text-gold-300">
                    {messages.featured}
                  </span>
                )}
                <span
                  className={clsx(
                    'mt-3 font-display text-xl font-semibold',
                    service.featured ? 'text-paper lg:text-2xl' : 'text-violet-900',
                  )}
                >
                  {service.title}
                </span>
                <span className={clsx('mt-2 text-sm', service.featured ? 'text-violet-100' : 'text-ink-soft')}>
                  {service.summary}
                </span>
              </a>
            </li>
          ))}
        </ul>
        <a href={allHref} className="mt-8 inline-block font-semibold text-violet-700 underline underline-offset-4">
          {messages.viewAll}
        </a>
      </div>
    </section>
  );
}
