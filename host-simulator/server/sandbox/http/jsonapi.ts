export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface Resource extends ResourceIdentifier {
  attributes: Record<string, unknown>;
  relationships?: Record<string, unknown>;
  links?: Record<string, string>;
  meta?: Record<string, unknown>;
}

export interface Document {
  data: Resource | Resource[] | null;
  included?: Resource[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
  jsonapi: { version: '1.1' };
}

export function resource(
  type: string,
  id: string | number,
  attributes: Record<string, unknown>,
  relationships?: Record<string, unknown>,
): Resource {
  return { type, id: String(id), attributes, ...(relationships ? { relationships } : {}) };
}

export function identifier(type: string, id: string | number): ResourceIdentifier {
  return { type, id: String(id) };
}

export function toOne(type: string, id: string | number | null): { data: ResourceIdentifier | null } {
  return { data: id === null ? null : identifier(type, id) };
}

export function toMany(type: string, ids: readonly (string | number)[]): { data: ResourceIdentifier[] } {
  return { data: ids.map((id) => identifier(type, id)) };
}

/** A top-level document; `included` is de-duplicated by type and id as JSON:API requires. */
export function document(
  data: Resource | Resource[] | null,
  extra: {
    included?: Resource[];
    meta?: Record<string, unknown>;
    links?: Record<string, string | null>;
  } = {},
): Document {
  const doc: Document = { data, jsonapi: { version: '1.1' } };
  if (extra.included) {
    const seen = new Set<string>();
    doc.included = extra.included.filter((r) => {
      const key = `${r.type}:${r.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  if (extra.meta) doc.meta = extra.meta;
  if (extra.links) doc.links = extra.links;
  return doc;
}

export interface Page {
  page: number;
  limit: number;
  total: number;
  lastPage: number;
  offset: number;
}

/** Page numbers start at 1 (docs/contract/entities.md#paged-list: defaults 1, 1, 0); a page past the end is empty, not an error. */
export function paginate(total: number, page: number, limit: number): Page {
  const lastPage = Math.max(1, Math.ceil(total / limit));
  return { page, limit, total, lastPage, offset: (page - 1) * limit };
}

export function pageMeta(p: Page): Record<string, unknown> {
  return { current_page: p.page, last_page: p.lastPage, per_page: p.limit, total: p.total };
}

export function pageLinks(url: URL, p: Page): Record<string, string | null> {
  const at = (page: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(page));
    return `${next.pathname}${next.search}`;
  };
  return {
    self: at(p.page),
    first: at(1),
    last: at(p.lastPage),
    prev: p.page > 1 ? at(p.page - 1) : null,
    next: p.page < p.lastPage ? at(p.page + 1) : null,
  };
}
