/** An online match through the server: join or watch, play, reconnect, leave, rematch. */
import { useEffect, useState } from 'react';
import type { GameModule } from '@gridplay/core';
import { loadModule } from '../app/games';
import { seatIn, type SeatCredentials } from '../app/storage';
import { Loading, Problem } from '../app/Status';
import { JoinPanel } from './JoinPanel';
import { OnlineMatchView } from './OnlineMatchView';

interface Props {
  gameId: string;
  matchID: string;
}

export default function OnlineMatchPage({ gameId, matchID }: Props) {
  const [module, setModule] = useState<GameModule>();
  const [failure, setFailure] = useState<string>();
  const [seat, setSeat] = useState<SeatCredentials | undefined>(() => seatIn(matchID));
  const [watching, setWatching] = useState(false);
  useEffect(() => {
    loadModule(gameId).then(setModule, (e: Error) => setFailure(e.message));
  }, [gameId]);
  if (failure) return <Problem title="The game could not be loaded" detail={failure} />;
  if (!module) return <Loading what="game" />;
  if (!seat && !watching) {
    return (
      <JoinPanel
        module={module}
        matchID={matchID}
        onJoined={setSeat}
        onWatch={() => setWatching(true)}
      />
    );
  }
  return <OnlineMatchView module={module} matchID={matchID} seat={seat} />;
}
