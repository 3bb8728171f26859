/** Analytics is a heading only (SPEC). */
export default function HeadingOnlySection({ title }: { title: string }) {
  return (
    <section aria-labelledby="heading-only">
      <h1 id="heading-only">{title}</h1>
    </section>
  );
}
