import type { BoardProps } from 'boardgame.io/react';
export default function Board(_props: BoardProps) {
  return null;
}
