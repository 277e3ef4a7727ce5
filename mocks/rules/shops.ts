/** How shop lists are filtered and ordered (api-reference section 2, websiteshop calls). */

export interface ListableShop {
  shopId: number;
  countryId: number;
  shopName: string;
  /** When the shop joined the network: "newest" means the latest `createdAt`. */
  createdAt: number;
}

export interface ShopListQuery {
  /** Not given: every country's shops. */
  countryId?: number | undefined;
  /** Substring of the name, case-insensitive; empty matches every shop. */
  shopName: string;
}

export function matchesShopQuery(shop: ListableShop, query: ShopListQuery): boolean {
  if (query.countryId !== undefined && shop.countryId !== query.countryId) return false;
  const needle = query.shopName.trim().toLocaleLowerCase();
  return needle === '' || shop.shopName.toLocaleLowerCase().includes(needle);
}

/** Newest first; the higher id wins a tie, as it was added later. */
export function compareNewestShopFirst(a: ListableShop, b: ListableShop): number {
  return b.createdAt - a.createdAt || b.shopId - a.shopId;
}

export function listShops<Shop extends ListableShop>(shops: readonly Shop[], query: ShopListQuery): Shop[] {
  return shops.filter((shop) => matchesShopQuery(shop, query)).sort(compareNewestShopFirst);
}
