/**
 * Appearance and language, kept by main (prefsGet / prefsSet) and applied at once; and the variant a new
 * session was last started in (kept by this renderer in localStorage, not by main). A guest's device at a
 * shared table keeps its own preferences in localStorage: the host's are not its business.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ApiError } from '../../src-shared/api/contract.ts';
import {
  type AnimationSpeed,
  type Prefs,
  type SessionVariant,
  DEFAULT_PREFS,
  SESSION_VARIANTS,
} from '../../src-shared/api/game.ts';
import { GUEST_PREFS_KEY, guestLanguage, isGuest, useApiClient } from '../api/client.ts';
import { setLocale } from '../i18n/index.ts';
import { DEFAULT_VARIANT } from '../variants/registry.ts';

/** How long a card takes to travel (CSS transitions), per animation speed. */
export const ANIMATION_MS: Readonly<Record<AnimationSpeed, number>> = {
  off: 0,
  fast: 150,
  normal: 300,
  slow: 600,
};

/** How long the table waits before a computer seat acts, so its call or card is seen. */
export const AI_DELAY_MS: Readonly<Record<AnimationSpeed, number>> = {
  off: 0,
  fast: 350,
  normal: 800,
  slow: 1500,
};

const VARIANT_KEY = 'marias.lastVariant';

/** A guest device's own preferences (the defaults, in the browser's language, until it changes one). */
export function guestPrefs(): Prefs {
  let stored: Partial<Prefs> = {};
  try {
    stored = JSON.parse(localStorage.getItem(GUEST_PREFS_KEY) ?? '{}') as Partial<Prefs>;
  } catch {
    // Unreadable: the defaults.
  }
  return { ...DEFAULT_PREFS, ...stored, lang: guestLanguage() };
}

/** The variant remembered here, volený when none (or an unknown one) is. */
function storedVariant(): SessionVariant {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(VARIANT_KEY);
  return (SESSION_VARIANTS as readonly string[]).includes(raw ?? '')
    ? (raw as SessionVariant)
    : DEFAULT_VARIANT;
}

export const usePrefsStore = defineStore('prefs', () => {
  const prefs = ref<Prefs>({ ...DEFAULT_PREFS });
  const loaded = ref(false);
  const error = ref<ApiError | null>(null);

  const lastVariant = ref<SessionVariant>(storedVariant());

  const animationMs = computed(() => ANIMATION_MS[prefs.value.animation]);
  const aiDelayMs = computed(() => AI_DELAY_MS[prefs.value.animation]);

  function apply(next: Prefs): void {
    prefs.value = { ...next };
    setLocale(next.lang);
  }

  async function load(): Promise<void> {
    if (isGuest()) {
      apply(guestPrefs());
      loaded.value = true;
      return;
    }
    const r = await useApiClient().call('prefsGet', {});
    if (r.ok) {
      apply(r.value);
      error.value = null;
    } else {
      error.value = r.error;
    }
    loaded.value = true;
  }

  /** Changes some preferences: shown at once, then saved; reverted if main refuses them. */
  async function set(change: Partial<Prefs>): Promise<boolean> {
    const before = prefs.value;
    apply({ ...before, ...change });
    if (isGuest()) {
      try {
        localStorage.setItem(GUEST_PREFS_KEY, JSON.stringify(prefs.value));
      } catch {
        // Private browsing without storage: kept for this page only.
      }
      return true;
    }
    const r = await useApiClient().call('prefsSet', { prefs: change });
    if (r.ok) {
      apply(r.value);
      error.value = null;
      return true;
    }
    error.value = r.error;
    // Keep the change on screen when main is unreachable; undo it when main refused it.
    if (r.error.code === 'badInput') apply(before);
    return false;
  }

  /** The variant picked on the new-session screen: offered first next time. */
  function rememberVariant(v: SessionVariant): void {
    lastVariant.value = v;
    if (typeof localStorage !== 'undefined') localStorage.setItem(VARIANT_KEY, v);
  }

  return { prefs, loaded, error, lastVariant, animationMs, aiDelayMs, load, set, rememberVariant };
});
