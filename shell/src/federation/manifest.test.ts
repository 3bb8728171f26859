import { describe, expect, it } from 'vitest';
import { exposedModuleFiles, remoteEntryUrl } from './manifest.ts';

const manifest = (remoteEntry: { path?: string; name?: string }, publicPath = 'auto') => ({ metaData: { remoteEntry, publicPath } });

describe('remoteEntryUrl', () => {
  it('is beside the manifest when the build says publicPath auto', () => {
    expect(remoteEntryUrl(manifest({ path: '', name: 'remoteEntry.js' }), 'http://localhost:3001/mf-manifest.json')).toBe('http://localhost:3001/remoteEntry.js');
    expect(remoteEntryUrl(manifest({ path: '', name: 'remoteEntry.js' }), 'https://college.example/portals/student/mf-manifest.json')).toBe(
      'https://college.example/portals/student/remoteEntry.js',
    );
  });

  it('follows the path the manifest gives, and a fixed publicPath', () => {
    expect(remoteEntryUrl(manifest({ path: '/static/', name: 'remoteEntry.js' }), 'https://a.example/x/mf-manifest.json')).toBe('https://a.example/x/static/remoteEntry.js');
    expect(remoteEntryUrl(manifest({ path: '', name: 'remoteEntry.js' }, 'https://cdn.example/student/'), 'https://a.example/mf-manifest.json')).toBe(
      'https://cdn.example/student/remoteEntry.js',
    );
  });

  it('refuses a manifest that names no entry', () => {
    expect(() => remoteEntryUrl({ metaData: {} }, 'https://a.example/mf-manifest.json')).toThrow('names no remoteEntry');
  });
});

describe('exposedModuleFiles', () => {
  const built = {
    metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' }, publicPath: 'auto' },
    exposes: [
      { name: 'LoginRoute', assets: { js: { sync: ['login.1.js'], async: ['dash.2.js'] }, css: { sync: [], async: ['dash.2.css'] } } },
      { name: 'DashboardRoute', assets: { js: { sync: ['dash.2.js'] }, css: { sync: ['dash.2.css'] } } },
    ],
    shared: [
      { name: 'react', assets: { js: { sync: ['framework.3.js'] } } },
      { name: '@college/shared-ui/portal', assets: { js: { sync: ['portal.4.js'] }, css: { sync: ['portal.4.css'] } } },
    ],
  };
  const url = 'https://student.college.example/mf-manifest.json';

  it("lists the entry, the module's own files and those of the shared libraries the shell does not provide", () => {
    expect(exposedModuleFiles(built, url, 'DashboardRoute', ['react'])).toEqual({
      scripts: ['https://student.college.example/remoteEntry.js', 'https://student.college.example/dash.2.js', 'https://student.college.example/portal.4.js'],
      styles: ['https://student.college.example/dash.2.css', 'https://student.college.example/portal.4.css'],
    });
    // what a module loads later (async) is not asked for before it is needed
    expect(exposedModuleFiles(built, url, 'LoginRoute', ['react', '@college/shared-ui/portal'])).toEqual({
      scripts: ['https://student.college.example/remoteEntry.js', 'https://student.college.example/login.1.js'],
      styles: [],
    });
  });

  it('names only the entry for a module the manifest does not list', () => {
    expect(exposedModuleFiles(built, url, 'Missing', [])).toEqual({ scripts: ['https://student.college.example/remoteEntry.js'], styles: [] });
  });
});
