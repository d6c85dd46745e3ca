interface FactListProps {
  facts: { label: string; value: string }[];
  /** The list's own classes besides the two columns (its width). */
  className?: string;
  /** The values' classes. */
  valueClassName: string;
}

/** A booking's facts (reference, session, when…), labels beside their values from a small screen up. */
export function FactList({ facts, className, valueClassName }: FactListProps) {
  return (
    <dl className={`grid ${className ? `${className} ` : ''}gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]`}>
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-semibold text-violet-900">{fact.label}</dt>
          <dd className={valueClassName}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
