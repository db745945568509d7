// The least an App Router page is: a root layout, no providers, no styles, no fonts.
export const metadata = { title: "The page floor" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
