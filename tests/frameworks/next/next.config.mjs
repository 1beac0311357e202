import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// This folder is the app's root (the repository's lockfile above it is not the app's).
const root = dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
export default { outputFileTracingRoot: root, turbopack: { root } };
