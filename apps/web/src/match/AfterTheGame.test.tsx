import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AfterTheGame } from './AfterTheGame';
import { paths } from '../app/router';

const hrefs = (markup: string) => [...markup.matchAll(/href="([^"]*)"/g)].map(([, href]) => href);

describe('the ways on from a finished match', () => {
  it("links a device's match to its local replay, a server's to the online one, both to the lobby", () => {
    expect(
      hrefs(renderToStaticMarkup(<AfterTheGame where="local" gameId="matrix" matchId="s1" />)),
    ).toEqual([paths.replay('local', 'matrix', 's1'), paths.lobby()]);
    const online = renderToStaticMarkup(
      <AfterTheGame where="online" gameId="matrix" matchId="m9" />,
    );
    expect(hrefs(online)).toEqual([paths.replay('online', 'matrix', 'm9'), paths.lobby()]);
    expect(online).toContain('Watch replay');
    expect(online).toContain('Back to the lobby');
  });
});
