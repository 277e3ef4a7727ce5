export { Gauge, type GaugeProps } from './gauge';
