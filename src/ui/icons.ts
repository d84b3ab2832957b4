/**
 * The app's one icon set: Lucide (ISC), each icon its own ESM module of path data (`lucide`, the framework-free
 * package: lucide-react's per-icon components bring ~1.8 KB gzip of wrapper code to the first screen, ADR 0011).
 * Re-exports are tree-shaken: a chunk carries only the icons its screens draw. Render with <Icon> (Icon.tsx).
 */
export { default as arrowLeft } from 'lucide/dist/esm/icons/arrow-left.mjs';
export { default as chevronDown } from 'lucide/dist/esm/icons/chevron-down.mjs';
export { default as heart } from 'lucide/dist/esm/icons/heart.mjs';
export { default as house } from 'lucide/dist/esm/icons/house.mjs';
export { default as info } from 'lucide/dist/esm/icons/info.mjs';
export { default as map } from 'lucide/dist/esm/icons/map.mjs';
export { default as mapPin } from 'lucide/dist/esm/icons/map-pin.mjs';
export { default as minus } from 'lucide/dist/esm/icons/minus.mjs';
export { default as percent } from 'lucide/dist/esm/icons/percent.mjs';
export { default as plus } from 'lucide/dist/esm/icons/plus.mjs';
export { default as receipt } from 'lucide/dist/esm/icons/receipt-text.mjs';
export { default as repeat } from 'lucide/dist/esm/icons/repeat.mjs';
export { default as rotateCw } from 'lucide/dist/esm/icons/rotate-cw.mjs';
export { default as search } from 'lucide/dist/esm/icons/search.mjs';
export { default as shoppingBag } from 'lucide/dist/esm/icons/shopping-bag.mjs';
export { default as snowflake } from 'lucide/dist/esm/icons/snowflake.mjs';
export { default as star } from 'lucide/dist/esm/icons/star.mjs';
export { default as store } from 'lucide/dist/esm/icons/store.mjs';
export { default as trash } from 'lucide/dist/esm/icons/trash.mjs';
export { default as user } from 'lucide/dist/esm/icons/user-round.mjs';
export { default as x } from 'lucide/dist/esm/icons/x.mjs';
