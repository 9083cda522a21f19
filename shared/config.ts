// Where the widgets find the shop API and the CMS. An editor can point them elsewhere with
// <meta name="sport-shop:api" content="https://shop.example.nl/api"> and
// <meta name="sport-shop:graphql" content="https://cms.example.nl/graphql"> in the page head.
function meta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;
}

export function apiBase(): string {
  return (meta('sport-shop:api') ?? '/api').replace(/\/+$/, '');
}

export function graphqlUrl(): string {
  return meta('sport-shop:graphql') ?? '/graphql';
}
