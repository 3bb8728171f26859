import { describe, expect, it } from 'vitest';
import { clientConfigFrom, clientConfigScript } from './clientConfig.ts';

describe('client configuration', () => {
  it('is empty by default: same-origin /api and the public books service', () => {
    expect(clientConfigFrom({})).toEqual({});
    expect(clientConfigScript({})).toBe('window.__COLLEGE_CONFIG__ = {};\n');
  });

  it('takes the API base and the books service from the environment', () => {
    expect(clientConfigFrom({ PUBLIC_API_BASE: 'https://api.college.example/api/', BOOKS_API_BASE: 'https://books.example/v1/volumes' })).toEqual({
      apiBase: 'https://api.college.example/api',
      booksApiBase: 'https://books.example/v1/volumes',
    });
    expect(clientConfigFrom({ PUBLIC_API_BASE: '/backend/api' })).toEqual({ apiBase: '/backend/api' });
  });

  it('refuses anything that is not an http(s) URL', () => {
    expect(() => clientConfigFrom({ BOOKS_API_BASE: 'javascript:alert(1)' })).toThrow(/BOOKS_API_BASE/);
    expect(() => clientConfigFrom({ BOOKS_API_BASE: '/relative' })).toThrow(/BOOKS_API_BASE/);
    expect(() => clientConfigFrom({ PUBLIC_API_BASE: 'ftp://x' })).toThrow(/PUBLIC_API_BASE/);
  });

  it('can never close the script element it is served in', () => {
    expect(clientConfigScript({ booksApiBase: 'https://x.example/</script><script>alert(1)' })).not.toContain('</script>');
  });
});
