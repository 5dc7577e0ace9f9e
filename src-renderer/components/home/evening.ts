/** How home words an evening: its title (its name, or "Večer 3"), and a date in the person's language. */
import { useI18n } from 'vue-i18n';
import type { DamagedSession, SessionSummary } from '../../../src-shared/api/game.ts';
import { formatWhen } from '../../format/when.ts';
import { useLang } from '../../i18n/index.ts';

export function useEveningWords() {
  const { t } = useI18n();
  const lang = useLang();
  const when = (iso: string) => formatWhen(iso, lang.value);
  const defaultName = (s: SessionSummary | DamagedSession) => t('home.session', { id: s.id });
  const title = (s: SessionSummary | DamagedSession) => s.name ?? defaultName(s);
  return { when, defaultName, title };
}
