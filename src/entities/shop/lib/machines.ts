import type { Machine, MachineType } from '@/shared/api';
import { env } from '@/shared/config';

const ORDER: readonly MachineType[] = ['A1', 'W1'];

/** Machines summed per type, A1 first; types without a machine are left out. */
export const machineCounts = (machines: readonly Machine[]): { type: MachineType; count: number }[] =>
  ORDER.map((type) => ({
    type,
    count: machines.filter((machine) => machine.machineType === type).reduce((sum, machine) => sum + machine.machineNum, 0),
  })).filter(({ count }) => count > 0);

/** The card shows the A1 icon if the shop has any A1 machine, otherwise the W1 icon. */
export const featuredMachine = (machines: readonly Machine[]): MachineType =>
  machines.some((machine) => machine.machineType === 'A1' && machine.machineNum > 0) ? 'A1' : 'W1';

export const machineIconSrc = (type: MachineType): string => `${env.basePath}media/machines/${type}.svg`;

export const shopDefaultImage = (): string => `${env.basePath}media/shop-default.svg`;
