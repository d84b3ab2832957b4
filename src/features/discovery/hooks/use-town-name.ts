import { useTranslation } from '../../../i18n/use-translation.tsx';
import { findTown } from '../../../state/towns.ts';

/** A town's name in the interface language; the English name for a town the catalogue does not name. */
export function useTownName(): (townId: number) => string {
  const { t } = useTranslation();
  const names: Record<string, string> = {
    ...t('places.towns', { returnObjects: true }),
    ...t('places.otherTowns', { returnObjects: true }),
  };
  return (townId) => names[String(townId)] ?? findTown(townId)?.title ?? String(townId);
}
