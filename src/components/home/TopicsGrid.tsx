import type { Messages } from '../../i18n/messages/index.ts';
import { TOPICS_ID } from '../../site/topics.ts';
import type { TopicCard } from '../../site/view-models/home.ts';

interface TopicsGridProps {
  messages: Messages['topics'];
  topics: TopicCard[];
}

/** The eight topics, each opening its article. */
export function TopicsGrid({ messages, topics }: TopicsGridProps) {
  return (
    <section id={TOPICS_ID} className="bg-sand/60 py-20" aria-labelledby="topics-title">
      <div className="container-page">
        <h2 id="topics-title" className="text-3xl font-semibold text-violet-900 sm:text-4xl">
          {messages.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-soft">{messages.intro}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {topics.map((topic) => {
            const item = messages.items[topic.key];
            return (
              <li key={topic.key}>
                <a
                  href={topic.href}
                  className="group flex h-full flex-col rounded-[var(--radius-card)] bg-paper p-6 shadow-soft transition hover:-translate-y-0.5"
                >
                  <span
                    className="block h-1.5 w-10 rounded-full"
                    style={{ backgroundColor: topic.hue }}
                    aria-hidden="true"
                  />
                  <span className="mt-4 font-display text-xl font-semibold text-violet-900 group-hover:text-violet-700">
                    {item.title}
                  </span>
                  <span className="mt-2 text-sm text-ink-soft">{item.text}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
