import type { ReactNode } from 'react';

/** A page section named by its heading (aria-labelledby), so assistive technology lists it as a region with that name. */
export function TitledSection({
  id,
  title,
  className,
  titleClassName = 'section-title',
  children,
}: {
  /** The heading's id; unique on the page. */
  id: string;
  title: ReactNode;
  className: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
