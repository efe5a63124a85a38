import type { GridplayBoardProps } from '@gridplay/core';
import type { MatrixView } from '../state';

export default function Board(_props: GridplayBoardProps<MatrixView>) {
  return <div>The Matrix</div>;
}
