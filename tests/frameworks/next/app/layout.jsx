// No icon file to ask for: the browser would ask for /favicon.ico, a 404 in the page's console.
export const metadata = { title: 'Next.js host', icons: { icon: 'data:,' } };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
