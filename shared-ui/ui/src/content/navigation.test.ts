import { describe, expect, it } from 'vitest';
import { chatLink, telLink } from './chat.ts';
import { usesVariantNavigation } from './navigation.ts';

describe('usesVariantNavigation', () => {
  it('selects the variant on the academic-services routes and below them', () => {
    for (const path of [
      '/exams',
      '/exams/results',
      '/exams/',
      '/resources/anatomy',
      '/services/digital-library',
      '/services/scholarships',
      '/scholarships-form',
      '/services/research-laboratory',
      '/faculty-and-calendar',
      '/webinar',
    ]) {
      expect(usesVariantNavigation(path), path).toBe(true);
    }
  });

  it('keeps the main bar elsewhere, including look-alike paths', () => {
    for (const path of ['/', '/about', '/services', '/services/community-services', '/examsx', '/student-login', '/admin-dashboard/students']) {
      expect(usesVariantNavigation(path), path).toBe(false);
    }
  });
});

describe('chat and phone links', () => {
  it('builds a chat link with encoded text and a tel: link from a displayed number', () => {
    expect(chatLink('+91 00000 00000')).toBe('https://wa.me/910000000000');
    expect(chatLink('910000000000', 'A & B\nC')).toBe('https://wa.me/910000000000?text=A%20%26%20B%0AC');
    expect(telLink('+91 00000 00000')).toBe('tel:+910000000000');
  });
});
