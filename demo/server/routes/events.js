// The events operator's calls (001 §7 /api/v1/lakeside): the calendar window, event types with
// their next events, venues, categories and booking enquiries.
import { ApiError, badRequest, emailParam, stringParam } from '../http.js';
import { fmtTime, imageOf, imageParams, listOf } from '../present.js';
import { sendMail } from '../services.js';

const LAKESIDE = '/api/v1/lakeside';
/** The widest calendar window one call may ask for (the SDK asks for about four months). */
const MAX_WINDOW_DAYS = 400;

function dayParam(value, name) {
  const s = stringParam(value, name, { max: 10 });
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const d = m && new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (!d || d.getDate() !== Number(m[3]) || d.getMonth() !== Number(m[2]) - 1)
    throw badRequest(`${name} must be a date as yyyy-MM-dd`, { field: name });
  return d;
}

/** Black or white text, whichever reads better on `hex`. */
export function textColourOn(hex) {
  const n = parseInt(String(hex).replace('#', ''), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (r * 299 + g * 587 + b * 114) / 1000 > 150 ? '#000000' : '#ffffff';
}

export function eventTypeRoutes(app) {
  const { db } = app;
  /** The event type entity (001 §3) with its first 10 future events. */
  return async function eventType(ctx, url, { aspect = '16x5', width = 1920 } = {}) {
    const t = await db.one(
      `SELECT t.*, g.url AS faq_group FROM event_types t LEFT JOIN groups g ON g.id = t.faq_group_id WHERE (t.url = $1 OR t.id::text = $1) AND t.enabled`,
      [String(url)],
    );
    if (!t) return null;
    const events = await db.query(
      `SELECT id, name, url, start_time, end_time, can_enter_online, racers_event_id FROM events WHERE event_type_id = $1 AND enabled AND start_time >= now() ORDER BY start_time LIMIT 10`,
      [t.id],
    );
    return {
      id: t.id,
      name: t.name,
      url: t.url,
      page_content: t.page_content,
      faq_group: t.faq_group,
      enabled: t.enabled,
      photo: imageOf(ctx.base(), t.photo_hash, { aspect, width }),
      events: events.map((e) => ({ ...e, start_time: fmtTime(e.start_time), end_time: fmtTime(e.end_time) })),
    };
  };
}

export function eventRoutes(router, app) {
  const { db } = app;
  const eventType = eventTypeRoutes(app);

  router.add('GET', `${LAKESIDE}/eventCategory`, async () => listOf(await db.query('SELECT id, name FROM event_categories ORDER BY name')));

  /** start, end (yyyy-MM-dd, end exclusive): calendar items of events at public venues. */
  router.add('GET', `${LAKESIDE}/event/calendar`, async (ctx) => {
    const start = dayParam(ctx.query.start, 'start');
    const end = dayParam(ctx.query.end, 'end');
    if (end <= start) throw badRequest('end must be after start', { field: 'end' });
    if ((end - start) / 86_400_000 > MAX_WINDOW_DAYS)
      throw badRequest(`The window may be at most ${MAX_WINDOW_DAYS} days`, { field: 'end' });
    const rows = await db.query(
      `SELECT e.*, v.name AS venue_name, v.colour, t.url AS type_url, t.name AS type_name, c.name AS category
         FROM events e JOIN venues v ON v.id = e.venue_id JOIN event_types t ON t.id = e.event_type_id
         LEFT JOIN event_categories c ON c.id = t.category_id
        WHERE e.enabled AND v.visible_to_public AND e.start_time < $2 AND e.end_time >= $1 ORDER BY e.start_time, e.id`,
      [start.toISOString(), end.toISOString()],
    );
    return rows.map((e) => ({
      id: e.id,
      title: e.name,
      start: fmtTime(e.start_time),
      end: fmtTime(e.end_time),
      backgroundColor: e.colour,
      textColor: textColourOn(e.colour),
      url: e.url,
      description: e.description,
      can_enter_online: e.can_enter_online,
      racers_event_id: e.racers_event_id,
      venue: e.venue_name,
      category: e.category,
      event_type: { name: e.type_name, url: e.type_url },
    }));
  });

  router.add('GET', `${LAKESIDE}/venue`, async () =>
    listOf(await db.query('SELECT id, name, visible_to_public, colour FROM venues ORDER BY id')),
  );

  const typeHandler = async (ctx, key) => {
    if (!key) return listOf(await db.query('SELECT id, name, url, enabled FROM event_types WHERE enabled ORDER BY name'));
    const t = await eventType(ctx, key, imageParams(ctx.query, '16x5', 1920));
    if (!t) throw new ApiError(404, `No event type is called ${key}`);
    return t;
  };
  router.add('GET', `${LAKESIDE}/eventType`, (ctx) => typeHandler(ctx, ctx.query.url ?? ctx.query.id));
  router.add('GET', `${LAKESIDE}/eventType/:url`, (ctx) => typeHandler(ctx, ctx.params.url));

  /** The booking enquiry of 001 §3; saved, and mailed to the venue. */
  router.add('POST', `${LAKESIDE}/event/enquiry`, async (ctx) => {
    const body = await ctx.body();
    const details = {
      business_name: stringParam(body.business_name, 'business_name', { max: 200 }),
      contact_name: stringParam(body.contact_name, 'contact_name', { max: 200 }),
      email: emailParam(body.email),
      phone: stringParam(body.phone, 'phone', { max: 40 }),
      event_type: stringParam(body.event_type, 'event_type', { max: 200 }),
      description: stringParam(body.description, 'description', { max: 5000 }),
    };
    if (!/^[+\d][\d ()-]{5,}$/.test(details.phone)) throw badRequest('phone is not a valid phone number', { field: 'phone' });
    for (const key of [
      'venue_main_track',
      'venue_dtc',
      'venue_function_room',
      'prefer_mon',
      'prefer_tue',
      'prefer_wed',
      'prefer_thu',
      'prefer_fri',
      'prefer_sat',
      'prefer_sun',
    ]) {
      details[key] = body[key] === true || body[key] === 1 || body[key] === '1';
    }
    await db.tx(async (t) => {
      await t.query(`INSERT INTO form_submissions (kind, details, user_id) VALUES ('enquiry', $1, $2)`, [
        JSON.stringify(details),
        ctx.userId() ?? null,
      ]);
      await sendMail(t, {
        to: 'bookings@venue.example',
        subject: `Booking enquiry from ${details.business_name}`,
        text: JSON.stringify(details, null, 2),
      });
    });
    return { success: true, message: 'Thank you for your enquiry' };
  });
}
