/**
 * Galleries, slides, testimonials, people and videos (001 §3, §7), and the pictures the CMS
 * names by hash. Typed calls plus query-option factories for the page's one query cache.
 */
import { pictureOrNull, withVariants, type Image } from '../core/images';
import type { HttpClient } from '../core/http/client';
import type { QueryContext } from '../core/query';
import { graphql, IMAGE_FIELDS } from './graphql';
import type { ListReply } from './types';

/** 001 §3 Slide. */
export interface Slide {
  id?: number;
  heading?: string | null;
  sub_heading?: string | null;
  content?: string | null;
  image?: Image | null;
  overlay_color?: string | null;
  text_color?: string | null;
  image_opacity?: number | null;
  image_saturation?: number | null;
  link?: string | null;
  link_button_text?: string | null;
  link_target?: string | null;
}

/** 001 §3 Gallery. */
export interface Gallery {
  id?: number | string;
  name?: string;
  url?: string;
  heading?: string | null;
  sub_heading?: string | null;
  slides: Slide[];
}

/** A gallery cover of a group (GraphQL cognitoGallerys: first slide 16x9 at 400). */
export interface GalleryCover {
  id: string;
  url?: string;
  heading?: string | null;
  sub_heading?: string | null;
  image?: Image | null;
}

/** 001 §3 Testimonial. */
export interface Testimonial {
  id?: number | string;
  name?: string;
  title?: string | null;
  content?: string | null;
  image?: Image | null;
  /** Default 0: no stars. */
  rating?: number;
}

/** 001 §3 Person. */
export interface Person {
  id?: number;
  first_name?: string;
  last_name?: string;
  title?: string | null;
  description?: string | null;
  photo?: Image | null;
}

/** 001 §3 Video. */
export interface Video {
  id?: number | string;
  platform?: string;
  name?: string;
  slug?: string;
  length?: number;
  slate?: Image | null;
  slate_image?: string | null;
  file?: string | null;
}

export interface Page<T> {
  items: T[];
  pages: number;
}

/** 001 §9 page sizes. */
export const TESTIMONIALS_PAGE_SIZE = 3;
export const PERSONS_PAGE_SIZE = 64;

export { apiBase, aspectRatio, hashOf, imageAt, imageFromHash } from './mediaImages';

export interface GalleryParams {
  /** The gallery's id or url. */
  gallery: string;
  aspect?: string;
  width?: number;
  /** A further aspect for the lightbox (extra_aspects). */
  lightboxAspect?: string;
  /** limit_slides: the widget shows the first ones; the call asks for the gallery whole. */
  limit?: number;
}

/** GET gallery find one {id, image_aspect, image_width, extra_aspects} (001 §7). */
export async function getGallery(
  http: HttpClient,
  { gallery, aspect = '16x9', width = 1920, lightboxAspect }: GalleryParams,
): Promise<Gallery> {
  const reply = await http.request<Gallery>('/api/v1/cognito/gallery', {
    query: {
      id: gallery,
      image_aspect: aspect,
      image_width: width,
      extra_aspects: lightboxAspect && lightboxAspect !== aspect ? lightboxAspect : undefined,
    },
  });
  // A slide whose picture has no address has nothing to show: its image is null, as if left out.
  const slides = Array.isArray(reply?.slides) ? reply.slides.map((slide) => ({ ...slide, image: pictureOrNull(slide?.image) })) : [];
  return { ...reply, slides };
}

const pageOf = <T>(reply: ListReply<T> | null | undefined): Page<T> => ({
  items: Array.isArray(reply?.data) ? reply.data : [],
  pages: Math.max(1, Number(reply?.num_pages) || 1),
});

/**
 * `page` beyond the first is an extension of the list calls (001 §7 gives them a page size and
 * no page): the first page is asked exactly as the spec writes the call, and a server without
 * the extension answers its first page again, which the pager then shows as the last.
 */
const pageParam = (page: number) => (page > 1 ? page : undefined);

/** GET testimonials find many {page_size 3, image_width 100, image_aspect Square, group} (001 §7). */
export async function listTestimonials(http: HttpClient, page = 1, group?: string): Promise<Page<Testimonial>> {
  return pageOf(
    await http.request<ListReply<Testimonial>>('/api/v1/cognito/testimonial', {
      query: {
        page_size: TESTIMONIALS_PAGE_SIZE,
        image_width: 100,
        image_aspect: 'Square',
        group: group || undefined,
        page: pageParam(page),
      },
    }),
  );
}

/** GET persons find many {page_size 64, image_aspect 4x3, image_width 900} (001 §7). */
export async function listPersons(http: HttpClient, page = 1): Promise<Page<Person>> {
  return pageOf(
    await http.request<ListReply<Person>>('/api/v1/cognito/person', {
      query: { page_size: PERSONS_PAGE_SIZE, image_aspect: '4x3', image_width: 900, page: pageParam(page) },
    }),
  );
}

/** GET /api/v1/cognito/video {id} (001 §7); where it plays from is videoSource's business. */
export async function getVideo(http: HttpClient, id: string): Promise<Video> {
  return http.request<Video>('/api/v1/cognito/video', { query: { id } });
}

/** POST getByHash {hash, image_aspect, image_width} (000 §7): a picture whose height only the server knows. */
export async function imageByHash(http: HttpClient, hash: string, aspect: string, width: number): Promise<Image> {
  return http.request<Image>('/api/v1/cognito/image/getByHash', {
    method: 'POST',
    body: { hash, image_aspect: aspect, image_width: width },
  });
}

/** POST image find_one {url (an id), image_aspect, image_width} (000 §7, 001 §7): a picture the CMS names by id. */
export async function imageById(http: HttpClient, id: string | number, aspect: string, width: number): Promise<Image> {
  return http.request<Image>('/api/v1/cognito/image', {
    method: 'POST',
    body: { url: String(id), image_aspect: aspect, image_width: width },
  });
}

/** GraphQL cognitoGallerys(byGroup): id, url, heading, sub_heading and the first slide's image, 16x9 at 400. */
export async function listGalleryCovers(http: HttpClient, group?: string): Promise<GalleryCover[]> {
  const data = await graphql<{ cognitoGallerys: (Omit<GalleryCover, 'image'> & { firstSlide?: { image?: Image | null } | null })[] }>(
    http,
    `query ($group: String) {
      cognitoGallerys(byGroup: $group) { id url heading sub_heading firstSlide { image(width: 400, aspect: "16x9") { ${IMAGE_FIELDS} } } }
    }`,
    { group: group || null },
  );
  return (data?.cognitoGallerys ?? []).map(({ firstSlide, ...g }) => ({
    ...g,
    id: String(g.id),
    image: withVariants(firstSlide?.image ?? null),
  }));
}

/** GraphQL cognitoTestimonials: id, name, title, content (001 §7); it takes no arguments. */
export async function listTestimonialQuotes(http: HttpClient): Promise<Testimonial[]> {
  const data = await graphql<{ cognitoTestimonials: Testimonial[] | null }>(
    http,
    'query { cognitoTestimonials { id name title content } }',
  );
  return data?.cognitoTestimonials ?? [];
}

/**
 * The hero testimonial's quotes (001 §2: up to 3): a group's come from testimonials find many
 * (001 §7, which takes the group), every testimonial's from cognitoTestimonials.
 */
export async function heroQuotes(http: HttpClient, group: string | undefined, count: number): Promise<Testimonial[]> {
  const quotes = group ? (await listTestimonials(http, 1, group)).items : await listTestimonialQuotes(http);
  return quotes.slice(0, count);
}

// Query options for the page's one query cache (core/query): one key per resource.

export const galleryQuery = (p: GalleryParams) => ({
  key: ['gallery', p.gallery, p.aspect ?? '16x9', p.width ?? 1920, p.lightboxAspect ?? ''],
  fn: ({ http }: QueryContext) => getGallery(http, p),
});
export const galleryCoversQuery = (group?: string) => ({
  key: ['gallery-covers', group || ''],
  fn: ({ http }: QueryContext) => listGalleryCovers(http, group),
});
/**
 * A gallery of a group, by REST gallery find one (001 §7): thumbnails 400 wide (001 §9), the
 * lightbox's 2000 made from the same URL shape. Not GraphQL cognitoGallery: 001 §7 gives its
 * slides only their image, and a caption and alt text need the slide's heading (Slide, 001 §3).
 */
export const groupGalleryQuery = (id: string) => galleryQuery({ gallery: id, aspect: '16x9', width: 400 });
export const testimonialsQuery = (page = 1, group?: string) => ({
  key: ['testimonials', page, group || ''],
  fn: ({ http }: QueryContext) => listTestimonials(http, page, group),
});
export const testimonialQuotesQuery = (group?: string, count = 3) => ({
  key: ['testimonial-quotes', group || '', count],
  fn: ({ http }: QueryContext) => heroQuotes(http, group, count),
});
export const personsQuery = (page = 1) => ({ key: ['persons', page], fn: ({ http }: QueryContext) => listPersons(http, page) });
export const videoQuery = (id: string) => ({ key: ['video', id], fn: ({ http }: QueryContext) => getVideo(http, id) });
export const imageByHashQuery = (hash: string, aspect: string, width: number) => ({
  key: ['image', hash, aspect, width],
  fn: ({ http }: QueryContext) => imageByHash(http, hash, aspect, width),
});
export const imageByIdQuery = (id: string | number, aspect: string, width: number) => ({
  key: ['image-id', String(id), aspect, width],
  fn: ({ http }: QueryContext) => imageById(http, id, aspect, width),
});
