// The public portal's release answers every address its router answers (@college/platform/composition): a page
// of its own, or its section's fallback or not-found page, else the site's not-found page. A route the
// documents miss would be composed with another page's document, and its hydration would fail.
import { FALLBACK, NOT_FOUND, pageFolder, SECTION_DEPTH } from '@college/platform/composition';
import { courses } from '@college/shared-ui/content';
import { describe, expect, it } from 'vitest';
import { publicPages } from '../app/publicPages.ts';
import { examTabs } from '../features/exams/content.ts';
import { examResources } from '../lib/examResources.ts';
import { pageDocuments, publicRoutes } from './public-routes.ts';

const addresses = pageDocuments.map((document) => document.address);
const routes = publicPages.map((route) => route.path);

describe('the documents of the public portal', () => {
  it('are one per address, each where the servers look for it', () => {
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of addresses) expect(() => pageFolder(address), address).not.toThrow();
  });

  it('give every route of the router a page, or its section a fallback or a not-found page', () => {
    for (const path of routes) {
      // a parameter in the middle of an address is something no file layout can follow
      expect(path, 'a route is an address, or a section followed by /*').toMatch(/^(\/[a-z0-9-]+)*(\/\*)?$|^\/$/);
      if (!path.endsWith('/*')) {
        expect(addresses, path).toContain(path);
        continue;
      }
      const section = path.slice(0, -2);
      expect(section.split('/').filter(Boolean).length, path).toBeLessThanOrEqual(SECTION_DEPTH);
      expect(
        [`${section}/${FALLBACK}`, `${section}/${NOT_FOUND}`].filter((address) => addresses.includes(address)),
        path,
      ).toHaveLength(1);
    }
    expect(addresses).toContain(`/${NOT_FOUND}`);
  });

  it('include every page of the sitemap, every course, exam tab and study resource', () => {
    for (const { path } of publicRoutes) expect(addresses, path).toContain(path);
    for (const course of courses) expect(addresses).toContain(`/service-details/${course.id}`);
    for (const tab of examTabs) expect(addresses).toContain(`/exams/${tab}`);
    for (const resource of examResources) expect(addresses).toContain(resource.resourcesLink);
  });

  it('render a fallback or not-found page at an address no page of the section has', () => {
    for (const { address, render } of pageDocuments) {
      if (!address.endsWith(FALLBACK) && !address.endsWith(NOT_FOUND)) {
        expect(render, address).toBe(address);
        continue;
      }
      expect(addresses, `${address} is rendered at ${render}, which has a page of its own`).not.toContain(render);
    }
  });
});
