export interface Town {
  id: number;
  /** Stable slug; the i18n key of the name is `towns.<key>`. */
  key: string;
  /** English name, for logs and as the last fallback of the address city. */
  title: string;
  country: 'kz' | 'ge';
  /** City centre; 0/0 where docs/contract/entities.md#towns gives none. */
  latitude: number;
  longitude: number;
  /** Only in the extended list of docs/contract/entities.md#towns. */
  extended: boolean;
}

const town = (
  id: number,
  title: string,
  latitude: number,
  longitude: number,
  extended = false,
  country: 'kz' | 'ge' = 'kz',
): Town => ({ id, key: title.toLowerCase(), title, country, latitude, longitude, extended });

/**
 * docs/contract/entities.md#towns towns with their ids, plus Tbilisi (101), which the sandbox seeds for the Georgian venues under
 * the same id. Turkestan and Zhezkazgan have zero coordinates in the spec.
 */
export const TOWNS: readonly Town[] = [
  town(1, 'Almaty', 43.2389, 76.8897),
  town(2, 'Astana', 51.1282, 71.4307),
  town(3, 'Shymkent', 42.3417, 69.5901),
  town(4, 'Semey', 50.4111, 80.2275),
  town(5, 'Karaganda', 49.8047, 73.1094),
  town(6, 'Atyrau', 47.0945, 51.9238),
  town(7, 'Aktau', 43.6481, 51.1722),
  town(8, 'Pavlodar', 52.2873, 76.9674),
  town(9, 'Temirtau', 50.0547, 72.9647),
  town(10, 'Aktobe', 50.2839, 57.167),
  town(11, 'Uralsk', 51.2278, 51.3865),
  town(12, 'Taldykorgan', 45.0156, 78.3739),
  town(13, 'Kyzylorda', 44.8488, 65.4823),
  town(14, 'Turkestan', 0, 0, true),
  town(15, 'Ekibastuz', 51.7236, 75.3229, true),
  town(16, 'Petropavlovsk', 54.8667, 69.15),
  town(17, 'Kostanay', 53.2144, 63.6246),
  town(18, 'Kokshetau', 53.2833, 69.3833),
  town(19, 'Taraz', 42.9, 71.3667),
  town(20, 'Ust-Kamenogorsk', 49.9483, 82.6278),
  town(21, 'Rudny', 52.9667, 63.1167, true),
  town(22, 'Balkhash', 46.8481, 74.995, true),
  town(23, 'Zhezkazgan', 0, 0, true),
  town(24, 'Konaev', 43.8667, 77.0667),
  town(101, 'Tbilisi', 41.7151, 44.8271, false, 'ge'),
];

export const DEFAULT_TOWN_ID = 1;

export function findTown(id: unknown): Town | undefined {
  return TOWNS.find((entry) => entry.id === id);
}

/** docs/contract/entities.md#towns: a town is accepted only if it is known. */
export function isKnownTown(id: unknown): id is number {
  return findTown(id) !== undefined;
}
