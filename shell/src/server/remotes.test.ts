// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { remotesFrom } from './remotes.ts';

describe('/remotes.json', () => {
  it('names each portal’s manifest on its port of the site’s host, moved with the stack or by its own variable', () => {
    expect(remotesFrom({})('https://localhost:3000')).toEqual({
      mfe_public: 'https://localhost:3001/mf-manifest.json',
      mfe_student: 'https://localhost:3002/mf-manifest.json',
      mfe_faculty: 'https://localhost:3003/mf-manifest.json',
      mfe_admin: 'https://localhost:3004/mf-manifest.json',
    });
    const moved = remotesFrom({ STACK_PORT_OFFSET: '200', MFE_ADMIN_PORT: '9000' })('http://127.0.0.1:3200');
    expect(moved.mfe_student).toBe('http://127.0.0.1:3202/mf-manifest.json');
    expect(moved.mfe_admin).toBe('http://127.0.0.1:9000/mf-manifest.json');
  });

  it('is REMOTES_FILE’s when there is one', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'remotes-')), 'remotes.json');
    writeFileSync(file, JSON.stringify({ mfe_student: 'https://cdn.example/student/mf-manifest.json' }));
    expect(remotesFrom({ REMOTES_FILE: file })('http://localhost:3000')).toEqual({ mfe_student: 'https://cdn.example/student/mf-manifest.json' });
  });
});
