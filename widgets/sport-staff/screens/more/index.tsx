// Placeholder: the screens for trainers, orders, the log and places are built on another branch, whose
// file replaces this one with the same export (MORE_SCREENS) and the same props.
import type { ComponentType } from 'react';
import { nl } from '../../nl';

export interface MoreScreenProps {
  params: Record<string, string>;
}

function Soon(_props: MoreScreenProps) {
  return <p>{nl.more.soon}</p>;
}

export const MORE_SCREENS: Record<'trainers' | 'orders' | 'log' | 'places', ComponentType<MoreScreenProps>> = {
  trainers: Soon,
  orders: Soon,
  log: Soon,
  places: Soon,
};
