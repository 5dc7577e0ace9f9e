/**
 * How an evening is worded (home's list, the settle-up): its title (its name, or "Večer č. 3"), its
 * variant and players, and a date in the person's language.
 */
import type { DamagedSession, SessionSummary } from '../../../src-shared/api/game.ts';
import { formatWhen } from '../../format/when.ts';
import { useI18n, useLang } from '../../i18n/index.ts';
import { DEFAULT_VARIANT } from '../../variants/registry.ts';

export function useEveningWords() {
  const { t } = useI18n();
  const lang = useLang();
  const when = (iso: string) => formatWhen(iso, lang.value);
  const defaultName = (s: SessionSummary | DamagedSession) => t('home.session', { id: s.id });
  const title = (s: SessionSummary | DamagedSession) => s.name ?? defaultName(s);
  /** "Křížový mariáš, 4 hráči": the variant and how many play. */
  const variantLine = (s: SessionSummary) =>
    `${t('sessionVariant.home', { variant: t(`sessionVariant.names.${s.variant ?? DEFAULT_VARIANT}`) })}, ${t('four.playersOption', { n: s.names.length })}`;
  return { when, defaultName, title, variantLine };
}
