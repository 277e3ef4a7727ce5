export { createNewShopsQuery, createShopDetailsQuery, createShopInfoQuery, createShopNamesQuery } from './api/queries';
export { featuredMachine, machineCounts, machineIconSrc, shopDefaultImage } from './lib/machines';
export { MachineSummary, ShopCard, type ShopCardProps } from './ui/shop-card';
