/**
 * Runs in the page's <head>, before the first paint: puts the `dark` class on <html> from the saved
 * choice (`quincena.theme`) or the system's preference, so a dark-theme visitor never sees the page
 * light first (the prerendered /login paints before any module runs). The web build inlines it in
 * index.html and the API allows exactly this text in its Content-Security-Policy by its hash, so it
 * lives here, once. apps/web theme.tsx keeps the same rule for the theme switch.
 */
export const THEME_SCRIPT =
  "try{var t=localStorage.getItem('quincena.theme'),d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches),r=document.documentElement;r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light'}catch(e){}";
