import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import Board from './Board';
import { enumerate } from '../legal-moves';
import { dockButtons, handOffers } from './decision';
import { playerView } from '../view';
import { P1, P2, at, newMatch, setGauge, setHand, setResources } from '../testing/scenario';
import { OWN_DECK } from '../deck-choice';
import { customList } from '../testing/custom-list';

function render(
  match: ReturnType<typeof at>,
  seat: string | null,
  matchData?: { id: number; name?: string }[],
) {
  const G = playerView({ G: match.G, ctx: match.ctx, playerID: seat });
  const props = { G, ctx: match.ctx, playerID: seat, moves: {}, isActive: true, matchData };
  return renderToStaticMarkup(<Board {...(props as unknown as Parameters<typeof Board>[0])} />);
}

const position = () =>
  at((G) => {
    setGauge(G, P1, 'cannon', 'tornado', 'rival');
    setResources(G, P1, 'big-trouble');
    setHand(G, P1, 'cannon', 'guts-punch', 'aura-wall');
    setHand(G, P2, 'heat-shot', 'fire-ring');
  });

describe('the playmat', () => {
  it('a resource in play names only its emblem on its type line; in the hand it says it is a resource', () => {
    const match = at((G) => {
      setResources(G, P1, 'big-trouble');
      setHand(G, P1, 'big-trouble');
    });
    const html = render(match, P1);
    const mat = html.slice(0, html.indexOf('data-dock'));
    const kinds = (part: string) =>
      [...part.matchAll(/<span class="gp-card-kind">(?:<svg[\s\S]*?<\/svg>)?([^<]*)<\/span>/g)].map(
        (m) => m[1],
      );
    expect(kinds(mat.slice(mat.indexOf('mm-resources')))).toContain('GutsMan emblem');
    expect(kinds(mat.slice(mat.indexOf('mm-resources')))).not.toContain(
      'Resource · GutsMan emblem',
    );
    expect(kinds(html.slice(html.indexOf('data-dock')))).toContain('Resource · GutsMan emblem');
  });

  it('docks every move ai.enumerate offers: Pass and Blast as buttons, playable hand cards to select', () => {
    const match = position();
    const html = render(match, P1);
    const dock = html.slice(html.indexOf('data-dock'));
    const buttons = [...dock.matchAll(/<button[^>]*class="mm-action[^"]*"[^>]*data-move="(\w+)"/g)];
    const view = playerView({ G: match.G, playerID: P1 });
    const offered = enumerate(view, match.ctx, P1);
    const hand = match.G.seats[P1].hand;
    expect(buttons.map((m) => m[1])).toEqual(['spend', 'blast', 'pass']); // Big Trouble in play
    expect(dock).toContain('>Blast<');
    expect(dock).toContain('Your hand');
    // Each hand card with a move offered is a toggle in the dock; selecting it shows its moves.
    const toggles = [...dock.matchAll(/data-choice="([^"]+)"/g)].map((m) => m[1]);
    expect(toggles).toEqual(hand.filter((card) => handOffers(offered, hand, card).length > 0));
    expect(toggles.length).toBeGreaterThan(0);
    const picked = dockButtons(offered, hand, toggles[0]);
    expect(picked.slice(0, -3)).toEqual(handOffers(offered, hand, toggles[0]));
    expect(picked.slice(-3).map((m) => ('move' in m ? m.move : ''))).toEqual([
      'spend',
      'blast',
      'pass',
    ]);
    // Every offered move is reachable: a button now, or a button once its card is selected.
    const reachable = new Set([...toggles.flatMap((card) => dockButtons(offered, hand, card))]);
    expect(offered.every((move) => reachable.has(move))).toBe(true);
  });

  it('choosing a blast destiny, the revealed cards are the choices in the dock, not in the middle of the mat', () => {
    const match = position();
    match.move(P1, 'blast');
    const revealed = match.G.main.blast!.revealed;
    expect(revealed.length).toBeGreaterThan(1);
    const mine = render(match, P1);
    const dock = mine.slice(mine.indexOf('data-dock'));
    // Each revealed card takes its destiny on press; the hand, with nothing to do, gives way.
    const cards = [...dock.matchAll(/data-move="chooseDestiny" data-choice="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(cards).toEqual(revealed);
    expect(dock).not.toContain('aria-label="Your hand"');
    expect(mine).not.toContain('aria-label="Blast"');
    // The opponent waits, and sees the blast in the middle of the mat as before.
    const theirs = render(match, P2);
    expect(theirs).toContain('aria-label="Blast"');
    expect(theirs).not.toContain('data-move="chooseDestiny"');
  });

  it('shows live strength and defense, the 5 gauge slots, 4 resource places, deck and discard', () => {
    const match = position();
    match.move(P1, 'playChip', match.G.seats[P1].hand[0]);
    const html = render(match, P2);
    expect(html).toContain('STR 5');
    expect(html).toContain('DEF 2');
    expect(html).toContain('Power gauge: 3 of 5, face down');
    expect((html.match(/class="mm-slot( mm-slot-full)?"/g) ?? []).length).toBe(10);
    expect(html).toContain('Resources: 1 of 4 places');
    expect(html).toContain('GutsMan 5 vs TorchMan defense 2 → Player 2 loses 3');
    expect(html).toContain('Opportunity: <b>you</b>');
    expect(html).toContain('Last: Player 1 plays the BattleChip Cannon.');
  });

  it("just after the opponent's blast, the dock's title says it in a few words, on one line at a laptop", () => {
    const match = position();
    match.move(P1, 'blast');
    const rival = match.G.main.blast!.revealed.find((card) => card.includes('rival'))!;
    match.move(P1, 'chooseDestiny', rival);
    const html = render(match, P2);
    const line = /<p class="gp-dock-title">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    const title = line.replace(/<[^>]+>/g, '').replace(/&gt;/g, '>');
    expect(title).toBe(
      'Battle now: GutsMan 5 vs TorchMan defense 2 → Player 2 loses 3 · Last: Player 1 blasts: destiny 2 (Rival).',
    );
    // ~7.4 px a character at the dock's 13 px bold: 110 fill the title's ~820 px beside Pass.
    expect(title.length).toBeLessThanOrEqual(110);
    // The rules' whole sentence (every revealed card, the destiny's colour) is the tooltip.
    expect(line).toMatch(
      /<span class="mm-last" title="Player 1 blasts \(Cannon, Tornado, Rival\) and takes destiny 2 from Rival \(blue\)\.">/,
    );
  });

  it('while waiting, keeps the forecast whole and cuts only who is waited for (long names)', () => {
    const match = position();
    const long = 'Maximiliana Featherstonehaugh-Cholmondeley';
    const html = render(match, P2, [
      { id: 0, name: long },
      { id: 1, name: 'Bea' },
    ]);
    const line = /<p class="gp-dock-title">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    const waiting = `Waiting for ${long} (taking a main-phase action)`;
    expect(line).toContain(`<span class="mm-waiting" title="${waiting}">${waiting}</span>`);
    // The forecast is cut short only after the waiting part, with its whole text as a tooltip.
    expect(line).toMatch(
      /<span class="mm-forecast" title="Battle now: [^"]+">· Battle now: GutsMan \d+ vs TorchMan defense \d+ → Bea loses \d+<\/span>$/,
    );
  });

  it("says a pass and a card's cost in a few words too, the whole sentence its tooltip", () => {
    const titleOf = (html: string) =>
      (/<p class="gp-dock-title">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');
    const match = at((G) => {
      setGauge(G, P1, 'cannon', 'tornado', 'rival');
      setHand(G, P1, 'guts-punch');
      setResources(G, P2, 'show-no-mercy');
      setHand(G, P2, 'heat-shot', 'fire-ring');
    });
    match.move(P1, 'blast');
    const cannon = match.G.main.blast!.revealed.find((card) => card.includes('cannon'))!;
    match.move(P1, 'chooseDestiny', cannon);
    const spend = enumerate(playerView({ G: match.G, playerID: P2 }), match.ctx, P2).find(
      (m) => 'move' in m && m.move === 'spend',
    )!;
    match.move(P2, 'spend', ...(spend.args as string[]));
    const spent = render(match, P1);
    expect(titleOf(spent)).toMatch(/ · Last: Player 2 spends Show No Mercy\.$/);
    expect(spent).toMatch(
      /<span class="mm-last" title="Player 2 spends Show No Mercy, discarding .+\.">/,
    );
    match.move(P1, 'pass');
    const html = render(match, P2);
    expect(titleOf(html)).toMatch(/ · Last: Player 1 passes \(1 of 2 passes\)\.$/);
    expect(html).toContain('<span class="mm-last" title="Player 1 passes.">');
  });

  it('shows each requirement of a hand card as met or not, and why a card cannot be played', () => {
    const html = render(position(), P1);
    expect(html).toMatch(
      /title="Needs 1 red resource \(met\)"[^>]*>(?:<span class="gp-visually-hidden">[^<]*<\/span>)?✓ 1 red</,
    );
    // the NetNavi's emblem and Big Trouble's
    expect(html).toMatch(
      /title="Needs 2 GutsMan emblems \(met\)"[^>]*>(?:<span class="gp-visually-hidden">[^<]*<\/span>)?✓ 2 GutsMan</,
    );
    expect(html).toMatch(
      /title="Needs 2 blue resources \(not met\)"[^>]*>(?:<span class="gp-visually-hidden">[^<]*<\/span>)?✗ 2 blue</,
    );
    expect(html).toContain('Aura Wall needs 2 blue resources in play.');
  });

  it("hides the opponent's hand; a spectator sees no hand and no buttons", () => {
    const match = position();
    const html = render(match, null);
    expect(html).not.toContain('Your hand');
    expect(html).not.toContain('data-move');
    expect(render(match, P2)).not.toContain('Guts Punch');
  });

  it('each kind of card wears its own frame and icon; colour and figures are badges', () => {
    const match = at((G) => {
      setResources(G, P1, 'big-trouble');
      setHand(G, P1, 'cannon', 'asking-for-it');
    });
    const html = render(match, P1);
    expect(html).toMatch(/gp-frame-leader[^>]*>[\s\S]*?GutsMan/); // the NetNavi
    expect(html).toMatch(/gp-frame-action[^>]*>[\s\S]*?Cannon/); // a BattleChip
    expect(html).toMatch(/gp-frame-objective[^>]*>[\s\S]*?Asking for It/); // an Event
    expect(html).toMatch(/gp-frame-resource[^>]*>[\s\S]*?Big Trouble/); // a Resource
    expect(html).toMatch(
      /title="Colour"[^>]*><span class="gp-visually-hidden">Colour: <\/span>red</,
    );
    expect(html).toContain('title="Blast"><span class="gp-visually-hidden">Blast: </span>BLAST 3<');
  });

  it('shows the sentence a match stored before actions were kept as data holds', () => {
    const match = position();
    match.move(P1, 'playChip', match.G.seats[P1].hand[0]);
    const stored = JSON.parse(JSON.stringify(match.G));
    stored.main.lastAction = 'Player 1 plays the BattleChip Cannon.';
    const html = renderToStaticMarkup(
      <Board
        {...({
          G: playerView({ G: stored, ctx: match.ctx, playerID: P2 }),
          ctx: match.ctx,
          playerID: P2,
          moves: {},
          isActive: true,
        } as unknown as Parameters<typeof Board>[0])}
      />,
    );
    expect(html).toContain(
      '<span class="mm-last" title="Player 1 plays the BattleChip Cannon.">Last: Player 1 plays the BattleChip Cannon.</span>',
    );
  });

  it("names the players as the match does (the panel's names), never a second log", () => {
    const match = position();
    match.move(P1, 'playChip', match.G.seats[P1].hand[0]);
    const html = render(match, P2, [
      { id: 0, name: 'Newbie' },
      { id: 1, name: 'Bea' },
    ]);
    expect(html).toContain('Bea (you)');
    expect(html).toContain('Last: Newbie plays the BattleChip Cannon.');
    expect(html).toContain('→ Bea loses 3');
    expect(html).not.toMatch(/Player [12]/);
    expect(html).not.toMatch(/table log/i);
  });

  it('every control is a real button with a name: keyboard reachable, never a div with onClick', () => {
    const html = render(position(), P1);
    const controls = [
      ...html.matchAll(/<(\w+)[^>]*data-(?:move|choice)="[^"]*"[^>]*>([\s\S]*?)<\//g),
    ];
    expect(controls.length).toBeGreaterThan(3);
    for (const [, tag, text] of controls) {
      expect(tag).toBe('button');
      expect(text.replace(/<[^>]+>/g, '').trim()).not.toBe('');
    }
    expect(html).toContain('aria-label="Your decision"');
  });

  it('draws a hidden custom list: its energy track counts to the list size for the opponent and spectators', () => {
    const match = at(() => undefined, { setupData: { list0: customList() } });
    const deck = match.G.seats[P1].deck.length;
    for (const seat of [P2, null, P1]) {
      const html = render(match, seat);
      expect(html).toContain(`aria-valuetext="${deck} of 59"`);
    }
  });
});

describe('bringing a deck to the table', () => {
  const choosing = () => newMatch({ deck0: OWN_DECK, deck1: 'gutsman' });

  it('asks the seat that brings its deck, and tells the others whom they wait for', () => {
    const match = choosing();
    const mine = render(match, P1);
    expect(mine).toContain('Bring your deck');
    expect(mine).toContain('data-deck-choice="demo:gutsman"');
    expect(mine).toContain('data-deck-choice="paste"');
    for (const seat of [P2, null]) {
      const html = render(match, seat, [{ id: 0, name: 'Ada' }]);
      expect(html).toContain('Waiting for Ada to bring a deck to the table.');
      expect(html).not.toContain('data-bring-deck');
    }
  });
});
