import { useSiteOrigin } from '@college/shared-ui';
import { type JsonLdObject, collegeJsonLd } from './jsonld.ts';

/** Renders structured data; `<` is escaped so the JSON can never close the script element. */
export function JsonLd({ data }: { data: JsonLdObject }) {
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}

/** Drop into the home page: CollegeOrUniversity for this site. */
export function CollegeJsonLd() {
  return <JsonLd data={collegeJsonLd(useSiteOrigin())} />;
}
