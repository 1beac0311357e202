// The generic model calls of 000 §7 for every entity base: list and search, find one by id or
// url, and (staff only) create, update, delete, enable, disable and addPhoto.
import { ENTITIES, imageOptionsFor } from '../entities.js';
import { ApiError, badRequest } from '../http.js';
import { listOf, paging } from '../present.js';

const ACTIONS = ['create', 'update', 'delete', 'enable', 'disable', 'addPhoto'];

export function genericRoutes(router, app) {
  const { db } = app;

  const isAdmin = async (ctx) => {
    const id = ctx.userId();
    return Boolean(id && (await db.one('SELECT is_admin FROM users WHERE id = $1', [id]))?.is_admin);
  };
  const requireAdmin = async (ctx) => {
    ctx.requireUser();
    if (!(await isAdmin(ctx))) throw new ApiError(403, 'Only staff may change content');
  };

  /** WHERE clause from the entity's filters; each `$` in a filter is the filter's value. */
  function where(entity, params, admin, extra = []) {
    const clauses = [...extra];
    const values = [];
    if (!admin) clauses.push('enabled');
    if (entity.where) clauses.push(entity.where);
    for (const [name, build] of Object.entries(entity.filters ?? {})) {
      const value = params[name];
      if (value === undefined || value === null || value === '') continue;
      const [sql, v] = build(String(value));
      if (v === undefined) {
        clauses.push(sql);
        continue;
      }
      values.push(v);
      clauses.push(sql.replaceAll('$', `$${values.length}`));
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', values };
  }

  async function present(entity, ctx, rows, params, single) {
    const img = imageOptionsFor(entity, params, single);
    if (!entity.withSlides) return rows.map((r) => entity.present(r, ctx, params, img));
    const ids = rows.map((r) => r.id);
    const slides = ids.length
      ? await db.query('SELECT * FROM slides WHERE gallery_id = ANY($1::int[]) AND enabled ORDER BY sort, id', [ids])
      : [];
    const limit = Number(params.limit_slides) || undefined;
    return rows.map((r) => {
      const own = slides.filter((s) => s.gallery_id === r.id);
      return entity.present(r, ctx, params, img, single ? own.slice(0, limit) : own.slice(0, limit ?? 1));
    });
  }

  async function findOne(entity, ctx, key, params) {
    const admin = await isAdmin(ctx);
    const value = entity.keyOf ? entity.keyOf(key) : String(key);
    const byKey = entity.key ? `${entity.key} = $1 OR ` : '';
    const row = await db.one(
      `SELECT ${entity.select} FROM ${entity.table} WHERE (${byKey}id::text = $1)${admin ? '' : ' AND enabled'}${entity.where ? ` AND ${entity.where}` : ''} LIMIT 1`,
      [value],
    );
    if (!row) throw new ApiError(404, `Nothing found at ${key}`);
    return (await present(entity, ctx, [row], params, true))[0];
  }

  async function list(entity, ctx, params) {
    const admin = await isAdmin(ctx);
    const { limit, offset } = paging(params, entity.pageSize ?? 100);
    const extra = [];
    const w = where(entity, params, admin, extra);
    if (params.q) {
      w.values.push(`%${String(params.q).toLowerCase()}%`);
      w.sql += `${w.sql ? ' AND' : 'WHERE'} lower(${entity.table}::text) LIKE $${w.values.length}`;
    }
    const total = (await db.one(`SELECT count(*)::int AS n FROM ${entity.table} ${w.sql}`, w.values)).n;
    const rows = await db.query(
      `SELECT ${entity.select} FROM ${entity.table} ${w.sql} ORDER BY ${entity.order} LIMIT ${limit} OFFSET ${offset}`,
      w.values,
    );
    return listOf(await present(entity, ctx, rows, params, false), total, limit);
  }

  /** Column values from a body, by the entity's column types; unknown columns are refused. */
  function values(entity, body, { partial }) {
    const out = {};
    for (const [name, value] of Object.entries(body)) {
      if (name === 'id') continue;
      const type = entity.columns[name];
      if (!type) throw badRequest(`${name} is not a field of this entity`, { field: name });
      out[name] = convert(name, type, value);
    }
    if (!partial)
      for (const name of entity.required ?? [])
        if (out[name] === undefined || out[name] === '' || out[name] === null) throw badRequest(`${name} is required`, { field: name });
    return out;
  }

  for (const [base, entity] of Object.entries(ENTITIES)) {
    const path = `/api/v1/${base}`;
    router.add('GET', path, (ctx) =>
      ctx.query.id || ctx.query.url ? findOne(entity, ctx, ctx.query.id ?? ctx.query.url, ctx.query) : list(entity, ctx, ctx.query),
    );
    router.add('POST', path, async (ctx) => list(entity, ctx, { ...ctx.query, ...(await ctx.body()) }));

    for (const action of ACTIONS) {
      router.add('POST', `${path}/${action}`, async (ctx) => {
        await requireAdmin(ctx);
        const body = await ctx.body();
        const id = Number(body.id);
        if (action !== 'create' && (!Number.isInteger(id) || id < 1)) throw badRequest('id is required', { field: 'id' });
        let row;
        if (action === 'create') {
          const v = values(entity, body, { partial: false });
          const cols = Object.keys(v);
          row = await db.one(
            `INSERT INTO ${entity.table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
            cols.map((c) => v[c]),
          );
        } else if (action === 'update') {
          const v = values(entity, body, { partial: true });
          const cols = Object.keys(v);
          if (!cols.length) throw badRequest('Nothing to update');
          row = await db.one(`UPDATE ${entity.table} SET ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1 RETURNING id`, [
            id,
            ...cols.map((c) => v[c]),
          ]);
        } else if (action === 'delete') {
          row = await db.one(`DELETE FROM ${entity.table} WHERE id = $1 RETURNING id`, [id]).catch((error) => {
            if (error.code === '23503') throw new ApiError(409, 'Other content still uses this item; disable it instead');
            throw error;
          });
          if (!row) throw new ApiError(404, `No item has id ${id}`);
          return { success: true, id };
        } else if (action === 'addPhoto') {
          const column = Object.entries(entity.columns).find(([, t]) => t === 'image')?.[0];
          if (!column) throw badRequest('This entity has no picture');
          const hash = String(body.uuid ?? body.key ?? '');
          if (!(await db.one('SELECT hash FROM images WHERE hash = $1', [hash])))
            throw badRequest('uuid is not an uploaded image', { field: 'uuid' });
          row = await db.one(`UPDATE ${entity.table} SET ${column} = $2 WHERE id = $1 RETURNING id`, [id, hash]);
        } else {
          row = await db.one(`UPDATE ${entity.table} SET enabled = $2 WHERE id = $1 RETURNING id`, [id, action === 'enable']);
        }
        if (!row) throw new ApiError(404, `No item has id ${id}`);
        return { success: true, data: await findOne(entity, ctx, row.id, {}) };
      });
    }

    router.add('GET', `${path}/:key*`, (ctx) => findOne(entity, ctx, ctx.params.key, ctx.query));
    router.add('POST', `${path}/:key*`, async (ctx) => findOne(entity, ctx, ctx.params.key, { ...ctx.query, ...(await ctx.body()) }));
  }
}

function convert(name, type, value) {
  if (value === null) return null;
  const fail = (what) => badRequest(`${name} must be ${what}`, { field: name });
  switch (type) {
    case 'int':
      if (!Number.isInteger(Number(value)) || value === '') throw fail('a whole number');
      return Number(value);
    case 'money':
      if (!Number.isFinite(Number(value)) || Number(value) < 0) throw fail('an amount of at least 0');
      return Math.round(Number(value) * 100) / 100;
    case 'bool':
      return value === true || value === 1 || value === '1' || value === 'true';
    case 'json':
      if (typeof value !== 'object') throw fail('a JSON list or object');
      return JSON.stringify(value);
    case 'time':
      if (Number.isNaN(new Date(String(value).replace(' ', 'T')).getTime())) throw fail('a date and time (yyyy-MM-dd HH:mm:ss)');
      return new Date(String(value).replace(' ', 'T')).toISOString();
    default:
      if (typeof value !== 'string' && typeof value !== 'number') throw fail('text');
      if (String(value).length > 100_000) throw fail('shorter than 100,000 characters');
      return String(value);
  }
}
