/**
 * Which banners bannerShow answers (api-reference section 2). The home page sends neither
 * `status` nor `type`: no type means the home placement (type 0), as the home page is the only
 * caller without one. A given `status` keeps only banners in that status; without it, every status.
 */
export const HOME_BANNER_TYPE = 0;

export interface BannerQuery {
  countryId: number;
  status?: number | undefined;
  type?: number | undefined;
}

export interface ListableBanner {
  id: number;
  countryId: number;
  type: number;
  status: number;
  sort: number;
}

export function listBanners<Banner extends ListableBanner>(banners: readonly Banner[], query: BannerQuery): Banner[] {
  const type = query.type ?? HOME_BANNER_TYPE;
  return banners
    .filter(
      (banner) =>
        banner.countryId === query.countryId &&
        banner.type === type &&
        (query.status === undefined || banner.status === query.status),
    )
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}
