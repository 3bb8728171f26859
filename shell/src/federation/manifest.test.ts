import { describe, expect, it } from 'vitest';
import { remoteEntryUrl } from './manifest.ts';

const manifest = (remoteEntry: { path?: string; name?: string }, publicPath = 'auto') => ({ metaData: { remoteEntry, publicPath } });

describe('remoteEntryUrl', () => {
  it('is beside the manifest when the build says publicPath auto', () => {
    expect(remoteEntryUrl(manifest({ path: '', name: 'remoteEntry.js' }), 'http://localhost:3001/mf-manifest.json')).toBe(
      'http://localhost:3001/remoteEntry.js',
    );
    expect(remoteEntryUrl(manifest({ path: '', name: 'remoteEntry.js' }), 'https://college.example/portals/student/mf-manifest.json')).toBe(
      'https://college.example/portals/student/remoteEntry.js',
    );
  });

  it('follows the path the manifest gives, and a fixed publicPath', () => {
    expect(remoteEntryUrl(manifest({ path: '/static/', name: 'remoteEntry.js' }), 'https://a.example/x/mf-manifest.json')).toBe(
      'https://a.example/x/static/remoteEntry.js',
    );
    expect(remoteEntryUrl(manifest({ path: '', name: 'remoteEntry.js' }, 'https://cdn.example/student/'), 'https://a.example/mf-manifest.json')).toBe(
      'https://cdn.example/student/remoteEntry.js',
    );
  });

  it('refuses a manifest that names no entry', () => {
    expect(() => remoteEntryUrl({ metaData: {} }, 'https://a.example/mf-manifest.json')).toThrow('names no remoteEntry');
  });
});
