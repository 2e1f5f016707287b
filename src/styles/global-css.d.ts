// Plain (non-module) stylesheets are imported for their side effect only.
declare module '@/styles/fonts.css';
declare module '@/styles/tokens.css';
declare module '@/styles/global.css';
