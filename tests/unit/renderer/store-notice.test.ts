// @vitest-environment happy-dom
/**
 * The store notice on home, with a fake API client: a damaged or newer store file set aside is told in
 * Czech and English from the notice's kind and paths (not main's English sentence), naming both files
 * and saying nothing was deleted; dismissed, it stays gone for the run even when home is shown again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreNotice } from '../../../src-shared/index.ts';
import { setApiClient } from '../../../src-renderer/api/client.ts';
import { setLocale } from '../../../src-renderer/i18n/index.ts';
import HomeView from '../../../src-renderer/views/HomeView.vue';
import { fakeClient, mountWith, settleAll, setup } from './support.ts';

afterEach(() => {
  setApiClient(null);
  setLocale('cs');
  document.body.innerHTML = '';
  window.location.hash = '';
});

const FILE = '/home/eva/.config/marias/marias.sqlite';
const notice = (kind: StoreNotice['kind']): StoreNotice => ({
  kind,
  file: FILE,
  backup: `${FILE}.2026-11-22T19-50-03.${kind}`,
  reason: kind === 'corrupt' ? 'file is not a database' : 'data version 9; this version knows up to 4',
  message: 'MAIN-ENGLISH-SENTENCE',
});

function client(answer: StoreNotice | null) {
  return fakeClient({
    storeNotice: () => ({ ok: true, value: answer }),
    sessionList: () => ({ ok: true, value: [] }),
  });
}

async function home(answer: StoreNotice | null, lang: 'cs' | 'en' = 'cs') {
  const c = client(answer);
  const pinia = setup(c);
  setLocale(lang);
  const wrapper = mountWith(HomeView, pinia);
  await settleAll();
  return { wrapper, c, pinia };
}

describe('home: the store notice', () => {
  it('tells a damaged file in Czech, naming both files, with tykání', async () => {
    const { wrapper } = await home(notice('corrupt'));
    const banner = wrapper.find('[data-testid="store-notice"]');
    expect(banner.exists()).toBe(true);
    expect(banner.attributes('role')).toBe('alert');
    expect(banner.text()).toContain('Uložená data se nepodařilo přečíst');
    expect(banner.text()).toContain('poškozený');
    expect(banner.find('[data-testid="store-notice-backup"]').text()).toBe(
      `${FILE}.2026-11-22T19-50-03.corrupt`,
    );
    expect(banner.find('[data-testid="store-notice-file"]').text()).toBe(FILE);
    expect(banner.text()).toContain('Nic se nesmazalo');
    expect(banner.text()).toContain('tvými');
    expect(banner.text()).not.toContain('MAIN-ENGLISH-SENTENCE');
    wrapper.unmount();
  });

  it('tells a file from a newer version in English, naming both files', async () => {
    const { wrapper } = await home(notice('newer'), 'en');
    const banner = wrapper.find('[data-testid="store-notice"]');
    expect(banner.attributes('data-kind')).toBe('newer');
    expect(banner.text()).toContain('Your saved data comes from a newer version of the app');
    expect(banner.text()).toContain('Update the app and move the file back');
    expect(banner.text()).not.toContain('damaged');
    expect(banner.find('[data-testid="store-notice-backup"]').text()).toBe(
      `${FILE}.2026-11-22T19-50-03.newer`,
    );
    expect(banner.find('[data-testid="store-notice-file"]').text()).toBe(FILE);
    expect(banner.text()).toContain('Nothing was deleted');
    expect(banner.text()).not.toContain('MAIN-ENGLISH-SENTENCE');
    expect(banner.find('[data-testid="store-notice-dismiss"]').text()).toBe('Got it');
    wrapper.unmount();
  });

  it('tells a newer file in Czech differently from a damaged one', async () => {
    const { wrapper } = await home(notice('newer'));
    const text = wrapper.find('[data-testid="store-notice"]').text();
    expect(text).toContain('novější verze aplikace');
    expect(text).toContain('aktualizuj aplikaci');
    expect(text).not.toContain('poškozený');
    wrapper.unmount();
  });

  it('shows nothing when the store opened as it was, or when main cannot answer', async () => {
    const { wrapper, c } = await home(null);
    expect(c.calls.some((x) => x.method === 'storeNotice')).toBe(true);
    expect(wrapper.find('[data-testid="store-notice"]').exists()).toBe(false);
    wrapper.unmount();

    const failing = fakeClient({ sessionList: () => ({ ok: true, value: [] }) });
    const pinia = setup(failing);
    const again = mountWith(HomeView, pinia);
    await settleAll();
    expect(again.find('[data-testid="store-notice"]').exists()).toBe(false);
    again.unmount();
  });

  it('stays dismissed for the run: home shown again does not bring it back nor ask again', async () => {
    const { wrapper, c, pinia } = await home(notice('corrupt'));
    await wrapper.find('[data-testid="store-notice-dismiss"]').trigger('click');
    expect(wrapper.find('[data-testid="store-notice"]').exists()).toBe(false);
    wrapper.unmount();

    const again = mountWith(HomeView, pinia);
    await settleAll();
    expect(again.find('[data-testid="store-notice"]').exists()).toBe(false);
    expect(c.calls.filter((x) => x.method === 'storeNotice')).toHaveLength(1);
    again.unmount();
  });
});
