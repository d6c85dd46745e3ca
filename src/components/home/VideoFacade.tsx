import { useState } from 'react';
import type { VideoFacadeProps } from '../../site/view-models/home.ts';

/**
 * A video thumbnail that becomes the YouTube player (privacy-enhanced host) only when pressed,
 * so nothing is requested from any third party before the visitor asks for it. Without
 * JavaScript the same thumbnail is a plain link to the video.
 */
export default function VideoFacade({ videoId, playLabel, iframeTitle, thumbnailAlt, thumbnail }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);

  if (playing) {
    return (
      <iframe
        className="aspect-video w-full rounded-[var(--radius-card)]"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
        title={iframeTitle}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }

  return (
    <a
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      className="group relative block overflow-hidden rounded-[var(--radius-card)] shadow-soft"
      data-video-facade
    >
      <img
        src={thumbnail.src}
        srcSet={thumbnail.srcSet}
        sizes="(min-width: 1024px) 40rem, 100vw"
        width={thumbnail.width}
        height={thumbnail.height}
        alt={thumbnailAlt}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full object-cover transition duration-500 group-hover:scale-[1.02]"
      />
      <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
        <span className="flex size-20 items-center justify-center rounded-full bg-paper/90 text-violet-900 shadow-soft transition group-hover:scale-105">
          <svg viewBox="0 0 24 24" className="ms-1 size-9" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
      </span>
      <span className="sr-only">{playLabel}</span>
    </a>
  );
}
