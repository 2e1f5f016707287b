import '@/styles/fonts.css';
import '@/styles/tokens.css';
import '@/styles/global.css';
import { yieldToMain } from '@/lib/yieldToMain';

/** Startup runs in separate tasks so none blocks a tap: store, then React, then hydration. */
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
