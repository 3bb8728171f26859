// shared-ui's state, the one part of it every portal on a page must share with the shell: the API client
// (its listeners: the shell reacts to any 401 in one place) and who is signed in. It is a shared module of
// its own, versioned on its own (`stateVersion` in package.json, raised when its shape changes): a portal
// uses the shell's copy when the shell's satisfies its requirement, else its own. The rest of shared-ui is
// bundled into each package that uses it.
export * from './api/auth.ts';
export * from './api/client.ts';
export * from './session/session.ts';
