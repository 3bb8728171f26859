// The shell's entry (main.js, deferred after /config.js). The app is imported as a chunk of its own, Module
// Federation's host pattern: the shared modules the portals take from the shell are set up before it runs.
void import('./bootstrap.tsx');
