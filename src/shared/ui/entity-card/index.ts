export { EntityCard, EntityLabel, entityLabelClass, EntityMeta, type EntityCardProps } from './entity-card';
