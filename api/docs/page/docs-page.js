// Rampart's touches to the Swagger UI page, loaded after swagger-ui-bundle.js and before the page's
// initializer runs (on window load).

// The top bar would first draw the framework's own logo, an SVG with an inline <style> that our
// Content-Security-Policy refuses (a console error) and that flashes before the initializer swaps
// ours in. A plugin that renders no logo leaves the link empty for the initializer to fill.
const bundle = window.SwaggerUIBundle;
const noFrameworkLogo = () => ({ components: { Logo: () => null } });
window.SwaggerUIBundle = Object.assign(
  (config) => bundle({ ...config, plugins: [...(config.plugins ?? []), noFrameworkLogo] }),
  bundle,
);

// The initializer puts our logo in as an image with no text alternative, which leaves its link
// without a name for a screen reader: give it one once it appears.
const observer = new MutationObserver(() => {
  const logo = document.querySelector('#swagger-ui .topbar-wrapper a.link img');
  if (logo) {
    logo.alt = 'Rampart API';
    observer.disconnect();
  }
});
observer.observe(document.documentElement, { childList: true, subtree: true });
