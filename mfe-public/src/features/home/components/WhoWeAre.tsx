import { homeImages, whoWeAre } from '../content.ts';

export function WhoWeAre() {
  return (
    <section className="home-section home-split ui-container" aria-labelledby="home-who-title">
      <div>
        <h2 id="home-who-title" className="home-section__title">
          {whoWeAre.title}
        </h2>
        {whoWeAre.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <img src={homeImages.whoWeAre} alt={whoWeAre.imageAlt} width={800} height={450} loading="lazy" decoding="async" />
    </section>
  );
}
