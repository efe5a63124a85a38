/** The page switch. Everything but the lobby is a lazy chunk: the lobby downloads no game code. */
import { lazy, Suspense, useEffect } from 'react';
import { matchRoute, useLocation } from './router';
import { LobbyPage } from '../lobby/LobbyPage';
import { TopBar } from './TopBar';
import { OfflineNote } from './OfflineNote';
import { Loading, NotFound } from './Status';
import { SavedItemsProvider } from '../account/SavedItemsProvider';

const CreateMatchPage = lazy(() => import('../lobby/CreateMatchPage'));
const OnlineMatchPage = lazy(() => import('../match/OnlineMatchPage'));
const LocalMatchPage = lazy(() => import('../match/LocalMatchPage'));
const RulesPage = lazy(() => import('../rules/RulesPage'));
const TutorialPage = lazy(() => import('../learn/TutorialPage'));
const ToolPage = lazy(() => import('../tools/ToolPage'));
const ReplayPage = lazy(() => import('../match/social/ReplayPage'));
const AccountPage = lazy(() => import('../account/AccountPage'));
const ProfilePage = lazy(() => import('../account/ProfilePage'));
const LeaderboardPage = lazy(() => import('../account/LeaderboardPage'));

export function App() {
  const location = useLocation();
  const route = matchRoute(location.split('?')[0]);
  useEffect(() => {
    if (route.page === 'lobby') document.title = 'Gridplay — tabletop games online and against AI';
  }, [route.page]);

  let page;
  switch (route.page) {
    case 'lobby':
      page = <LobbyPage />;
      break;
    case 'new':
      page = <CreateMatchPage gameId={route.gameId} />;
      break;
    case 'match':
      page = <OnlineMatchPage key={route.matchID} gameId={route.gameId} matchID={route.matchID} />;
      break;
    case 'local':
      page = (
        <LocalMatchPage key={route.sessionId} gameId={route.gameId} sessionId={route.sessionId} />
      );
      break;
    case 'rules':
      page = <RulesPage gameId={route.gameId} />;
      break;
    case 'learn':
      page = <TutorialPage key={route.gameId} gameId={route.gameId} />;
      break;
    case 'tool':
      page = <ToolPage key={`${route.gameId}/${route.toolId}`} {...route} />;
      break;
    case 'replay':
      page = (
        <ReplayPage
          key={route.matchID}
          gameId={route.gameId}
          matchID={route.matchID}
          source={route.source}
        />
      );
      break;
    case 'account':
      page = <AccountPage />;
      break;
    case 'player':
      page = <ProfilePage key={route.name} name={route.name} />;
      break;
    case 'leaderboard':
      page = <LeaderboardPage key={route.gameId} gameId={route.gameId} />;
      break;
    default:
      page = <NotFound />;
  }
  return (
    <SavedItemsProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <OfflineNote />
      <div id="main">
        <Suspense fallback={<Loading what="page" />}>{page}</Suspense>
      </div>
    </SavedItemsProvider>
  );
}
