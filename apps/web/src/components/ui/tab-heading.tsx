import type { ReactNode } from 'react';

/** A tab's title and one-line purpose, with its tools on the right. */
export function TabHeading({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 className="font-semibold text-ink text-lg">{title}</h2>
        <p className="text-ink-muted text-sm">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}
