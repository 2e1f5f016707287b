import '@/styles/tokens.css';
import '@/styles/global.css';
import { yieldToMain } from '@/lib/yieldToMain';

/** The app starts in steps, each in a task of its own, so that on a slow phone none blocks a tap for long (the page is painted and its links work meanwhile): the store; then React, the routes and the state the page was rendered from (fetched alongside the scripts); then hydration, which React runs as a task of its own. */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  await yieldToMain();
  const { startStore } = await import(/* webpackMode: "eager" */ '@/app/start/startStore');
  await yieldToMain();
  const started = await startStore();

  await yieldToMain();
  const { adoptServerPage } = await import(
    /* webpackMode: "eager" */ '@/app/start/adoptServerPage'
  );
  await yieldToMain();
  const markupFitsAddress = await adoptServerPage(container, started.store);

  await yieldToMain();
  const { renderApp } = await import(/* webpackMode: "eager" */ '@/app/start/renderApp');
  renderApp(container, started, markupFitsAddress);
}

void start();
