// GraphQL pages (001 §3 Page (GraphQL) and Page content block, §7): every field the spec names
// can be asked for and holds the stored block's value; pages filter by url or id; images carry
// their extra aspects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, startServer } from './helpers.js';

let api;
beforeAll(async () => {
  api = await startServer();
});
afterAll(async () => {
  await api?.stop();
});

const gql = async (query, variables) => {
  const res = await post(api, '/graphql', { query, variables });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  expect(res.status).toBe(200);
  return res.body.data;
};

const IMAGE = 'url hash width height';
const BLOCK = `id sort_order name template variables hidden start_time end_time text_colour background_colour
  padding_top padding_bottom padding_left padding_right margin_top margin_bottom full_width
  imageHashes { background_image { ${IMAGE} } slate { ${IMAGE} } }
  background_image_fixed background_image_opacity background_image_saturation
  background_video_id background_video { id platform name slug length slate { ${IMAGE} } slate_image file }
  aos_type aos_easing aos_offset aos_duration aos_delay anchor_name editing deleted`;
const PAGE = `id name url updated_at content pageContents { ${BLOCK} }`;

describe('GraphQL Page and its content blocks', () => {
  it('cognitoPage(filter url equal) answers every field of the page and of its blocks', async () => {
    const { cognitoPage: page } = await gql(`{ cognitoPage(filter: { url: { eq: "/about" } }) { ${PAGE} } }`);
    expect(page).toMatchObject({ name: 'About', url: 'about' });
    expect(page.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.parse(page.content)).toEqual([]);
    const [welcome, video, notice] = page.pageContents;
    expect(welcome).toMatchObject({
      id: '1',
      sort_order: 1,
      name: 'Welcome',
      template: 'text',
      hidden: false,
      start_time: null,
      end_time: null,
      text_colour: 'white',
      background_colour: 'brand',
      padding_top: '8',
      padding_left: '4',
      margin_bottom: '4',
      full_width: true,
      background_image_fixed: true,
      background_image_opacity: 50,
      background_image_saturation: 50,
      background_video_id: null,
      background_video: null,
      aos_type: 'fade-up',
      aos_easing: 'ease',
      aos_offset: 120,
      aos_duration: 400,
      aos_delay: 0,
      anchor_name: 'welcome',
      editing: false,
      deleted: false,
    });
    expect(JSON.parse(welcome.variables)).toMatchObject({ heading: 'Welcome to Lakeside Park' });
    expect(welcome.imageHashes.slate).toBeNull();
    const background = welcome.imageHashes.background_image;
    expect(background.url).toContain(`/assets/i/${background.hash}/16x9/`);
    expect((await get(api, new URL(background.url).pathname)).status).toBe(200);

    const [{ id: videoId, slate_hash: slateHash }] = await api.db.query(`SELECT id, slate_hash FROM videos WHERE slug = 'lakeside-lap'`);
    expect(video).toMatchObject({ sort_order: 2, background_video_id: String(videoId), aos_type: 'zoom-in', aos_delay: 100 });
    expect(video.imageHashes.slate.hash).toBe(slateHash);
    expect(video.background_video).toMatchObject({ id: String(videoId), slug: 'lakeside-lap', platform: 'file', length: 8 });
    expect(video.background_video.file).toMatch(/\/v\/lakeside-lap\.mp4$/);
    expect(video.background_video.slate.hash).toBe(slateHash);
    expect(video.background_video.slate_image).toContain(`/assets/i/${slateHash}/`);

    expect(notice).toMatchObject({ hidden: true, deleted: true, start_time: '2025-06-01 00:00:00', end_time: '2025-08-31 23:59:59' });
  });

  it('cognitoPages answers every page with the same fields; pages without blocks have none', async () => {
    const { cognitoPages: pages } = await gql(`{ cognitoPages { ${PAGE} } }`);
    const [{ n }] = await api.db.query('SELECT count(*)::int AS n FROM pages WHERE enabled');
    expect(pages).toHaveLength(n);
    for (const page of pages) {
      expect(Object.keys(page).sort()).toEqual(['content', 'id', 'name', 'pageContents', 'updated_at', 'url']);
      expect(page.name && page.url && page.updated_at).toBeTruthy();
    }
    expect(pages.find((p) => p.url === 'about').pageContents).toHaveLength(3);
    expect(pages.find((p) => p.url === '/').pageContents).toEqual([]);
  });

  it('filters by id as well as by url', async () => {
    const [{ id }] = await api.db.query(`SELECT id FROM pages WHERE slug = 'contact'`);
    const data = await gql(
      'query P($id: String) { cognitoPages(filter: { id: { eq: $id } }) { name } cognitoPage(filter: { id: { eq: $id } }) { name } }',
      {
        id: String(id),
      },
    );
    expect(data.cognitoPages).toEqual([{ name: 'Contact' }]);
    expect(data.cognitoPage).toEqual({ name: 'Contact' });
  });
});

describe('GraphQL images', () => {
  it('carry the extra aspects asked for (001 §3 Image extra_aspects)', async () => {
    const { cognitoGiftVoucherThemes: themes } = await gql(
      '{ cognitoGiftVoucherThemes { image(width: 400, aspect: "16x9", extra_aspects: ["Square", "nope"]) { url extra_aspects { aspect url webp_url avif_url placeholder } } } }',
    );
    const { image } = themes[0];
    expect(image.extra_aspects).toHaveLength(1);
    expect(image.extra_aspects[0]).toMatchObject({ aspect: 'Square' });
    expect(image.extra_aspects[0].url).toMatch(/\/Square\/400\.jpg$/);
  });
});
