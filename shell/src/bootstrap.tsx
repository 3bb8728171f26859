import '@college/shared-ui/tokens.css';
import './chrome/chrome.css';

// Every file of the app is in by now (index.ts loads them together); what is left is evaluating them. That
// is done in steps, each its own task of a few milliseconds, with the browser free in between: one task for
// all of it was the page's longest (issue 8: total blocking time). `eager` keeps each module in the files
// already loaded, so a step starts no download of its own.
// (a message, not a timer: no clamping, and it runs as soon as the browser has handled what is waiting)
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
await nextTask();
// the federation runtime, with the shared libraries it registers (React Router, shared-ui)
await import(/* webpackMode: "eager" */ './federation/instance.ts');
await nextTask();
const [{ StrictMode, startTransition }, { BrowserRouter }, { holdPrerenderedPage }, { App }] = await Promise.all([
  import(/* webpackMode: "eager" */ 'react'),
  import(/* webpackMode: "eager" */ 'react-router-dom'),
  import(/* webpackMode: "eager" */ '@college/shared-ui'),
  import(/* webpackMode: "eager" */ './app/App.tsx'),
]);
await nextTask();

holdPrerenderedPage();
const root = createRoot(document.getElementById('root')!);
// A transition renders in slices that leave the main thread free in between (the prerendered page is
// already on screen, so nothing waits for this render to finish at once). A transition that suspends also
// commits nothing: that is what holds the prerendered page until the page itself can render (shared-ui).
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});
