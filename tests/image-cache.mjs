// The one cache of rendered pictures the test and bench back ends share, kept between runs in
// node_modules/.cache: an avif takes most of a second to encode, and every back end asks for the same.
import { fileURLToPath } from 'node:url';

export const imageCache = fileURLToPath(new URL('../node_modules/.cache/venue-images/', import.meta.url));
