import { format } from '../../i18n/messages/index.ts';
import type { ShareLinksProps } from '../../site/view-models/blog.ts';

/**
 * Plain share links (no third-party script runs on the page; a request leaves only when the
 * reader chooses a network).
 */
export function ShareLinks({ url, title, heading, shareOn, byEmail }: ShareLinksProps) {
  const encodedUrl = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const networks = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${encodedUrl}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { name: 'X', href: `https://x.com/intent/post?url=${encodedUrl}&text=${text}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
  ];
  return (
    <section data-nosnippet aria-labelledby="share-title">
      <h2 id="share-title" className="font-body text-xs font-semibold uppercase tracking-wider text-violet-600">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm">
        {networks.map((network) => (
          <li key={network.name}>
            <a
              href={network.href}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={format(shareOn, { network: network.name })}
              className="inline-block rounded-full border border-violet-100 bg-paper px-4 py-2 font-medium text-violet-900 hover:border-violet-600"
            >
              {network.name}
            </a>
          </li>
        ))}
        <li>
          <a
            href={`mailto:?subject=${text}&body=${encodedUrl}`}
            className="inline-block rounded-full border border-violet-100 bg-paper px-4 py-2 font-medium text-violet-900 hover:border-violet-600"
          >
            {byEmail}
          </a>
        </li>
      </ul>
    </section>
  );
}
