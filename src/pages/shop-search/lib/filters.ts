export interface ShopSearchFilters {
  shopName: string;
}

/**
 * The search as the address holds it (`?value=`), so a reload, a shared link or Back from a shop
 * shows the same results: every shop when missing. The page is the list's `?page=`.
 */
export const parseShopSearch = (search: URLSearchParams): ShopSearchFilters => ({
  shopName: search.get('value')?.trim() ?? '',
});

/** The address query (`value=…`): the value always, as the old site's links have it. */
export const formatShopSearch = ({ shopName }: ShopSearchFilters): URLSearchParams => new URLSearchParams({ value: shopName });
