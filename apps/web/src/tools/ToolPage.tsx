/**
 * A game's own page beside its matches (`meta.tools`, drawn by the module's `tools`), such as a
 * deck builder: loaded only when opened, under the app's top bar. The app knows no tool by name.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { GameToolProps } from '@gridplay/core';
import { findGame, loadModule } from '../app/games';
import { paths } from '../app/router';
import { Loading, Problem } from '../app/Status';

export default function ToolPage({ gameId, toolId }: { gameId: string; toolId: string }) {
  const [Page, setPage] = useState<ComponentType<GameToolProps>>();
  const [failure, setFailure] = useState<string>();
  const tool = findGame(gameId)?.meta.tools?.find((t) => t.id === toolId);

  useEffect(() => {
    if (!tool) return;
    loadModule(gameId)
      .then(async (module) => {
        const load = module.tools?.[toolId];
        if (!load) throw new Error(`${module.meta.title} has no page "${toolId}".`);
        const { default: component } = await load();
        setPage(() => component);
      })
      .catch((error: Error) => setFailure(error.message));
  }, [gameId, toolId, tool]);

  useEffect(() => {
    const game = findGame(gameId);
    if (tool && game) document.title = `${tool.title} — ${game.meta.title} — Gridplay`;
  }, [gameId, tool]);

  if (!tool)
    return (
      <Problem
        title="No such page"
        detail={`${findGame(gameId)?.meta.title ?? `"${gameId}"`} has no page "${toolId}".`}
      />
    );
  if (failure) return <Problem title={`${tool.title} did not open`} detail={failure} />;
  if (!Page) return <Loading what={tool.title.toLowerCase()} />;
  const links = {
    playVsAi: `${paths.newMatch(gameId)}?mode=ai`,
    playOnline: `${paths.newMatch(gameId)}?mode=online`,
    rules: paths.rules(gameId),
  };
  return <Page gameId={gameId} links={links} />;
}
