/**
 * How the tests' Chromium (Debian's, /usr/bin/chromium) is started: by Playwright's config, the screenshot
 * tour (scripts/screens.ts) and the load bench (tests/e2e/load.spec.ts through the config).
 *
 * Chromium 15x loads the address bar's suggestion popup as a web page of its own (a "WebUI Top Renderer",
 * chrome://omnibox-popup.top-chrome: some 200–400 module files) for each new browser context. Every test
 * and every cold load of the load bench opens a context, so that process was working on one of the
 * machine's two cores while the page under test loaded: 2–4 s of its CPU in a trace of one guest's load,
 * and the first screen's median 3,034 → 2,207 ms without it (docs/figures.md). A phone's browser has its
 * address bar up before a link is opened; the page's own work is what the tests measure.
 */

/**
 * Playwright's own `--disable-features` (playwright-core, chromiumSwitches.ts). Chromium keeps only the last
 * `--disable-features` on its command line, so ours carries Playwright's list with it; a unit test
 * (tests/unit/build/browser-args.test.ts) fails when an upgrade of Playwright adds a name that is missing here.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/** The address bar's popup as a page of its own (as Puppeteer's defaults disable it). */
export const OWN_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/** The switches every test browser is started with. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OWN_DISABLED_FEATURES].join(',')}`,
];
