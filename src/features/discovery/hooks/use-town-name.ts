import { townNames } from '../../../i18n/town-names.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { findTown } from '../../../state/towns.ts';

/** A town's name in the interface language; the English name for a town the catalogue does not name. */
export function useTownName(): (townId: number) => string {
  const { t } = useTranslation();
  const names = townNames(t);
  return (townId) => names[String(townId)] ?? findTown(townId)?.title ?? String(townId);
}
