/**
 * The deck builder: the card pool with filters on the left, the deck being built on the right
 * with its legality (live), power curve and colours; decks are saved in the player's account
 * when logged in, else in this browser, and imported or exported as the custom-list text. A
 * list that cannot be read is answered beside the box it was typed in, line by line. Every card
 * of the pool table shows up by itself. On a phone the pool and the deck are two tabs.
 */
import { useMemo, useState } from 'react';
import type { GameToolProps } from '@gridplay/core';
import { CardFace, TableStyles } from '@gridplay/table';
import {
  cardDef,
  COLOURS,
  fullName,
  KIND_LABEL,
  type CardKind,
  type Colour,
  type Emblem,
} from '../cards';
import { SHIPPED_DECKS, type DeckList } from '../decks';
import { faceOf } from '../board/labels';
import {
  addRefusal,
  exportList,
  importList,
  POWER_STEPS,
  summarize,
  withCard,
} from './deck-summary';
import {
  emblemsInPool,
  filterPool,
  NAVIS,
  needsWords,
  type NeedFilter,
  type PoolFilter,
} from './pool-filter';
import { useSavedDecks, whereWords } from './saved-decks';
import { BUILDER_CSS } from './styles';

const KINDS: CardKind[] = ['navi', 'resource', 'event', 'chip'];
const NEEDS: Array<[NeedFilter, string]> = [
  ['none', 'No requirement'],
  ['power', 'Needs power'],
  ['colour', 'Needs colours'],
  ['emblem', 'Needs emblems'],
];

export default function DeckBuilderPage({ links }: GameToolProps) {
  const [name, setName] = useState('My deck');
  const [list, setList] = useState<DeckList>({});
  const [filter, setFilter] = useState<PoolFilter>({});
  const saved = useSavedDecks();
  /** The tab shown on a phone (both columns show on a wider screen). */
  const [tab, setTab] = useState<'pool' | 'deck'>('pool');
  const [importText, setImportText] = useState('');
  const [importProblems, setImportProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState('');

  const summary = useMemo(() => summarize(list), [list]);
  const pool = useMemo(() => filterPool(filter), [filter]);
  const exported = exportList(list);
  const legal = summary.problems.length === 0;
  const set = (change: Partial<PoolFilter>) => setFilter({ ...filter, ...change });

  const add = (id: string) => {
    const problem = addRefusal(list, id);
    if (problem) return setNotice(problem);
    setNotice('');
    setList(withCard(list, id, 1));
  };

  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setNotice('Give the deck a name to save it.');
    try {
      await saved.save(trimmed, exported);
    } catch (error) {
      return setNotice(`Not saved: ${(error as Error).message}`);
    }
    const where = whereWords(saved.where);
    setNotice(
      legal
        ? `Saved "${trimmed}" ${where}.`
        : `Saved "${trimmed}" ${where}; it cannot be played until it is legal.`,
    );
  };

  const remove = async (deckName: string) => {
    try {
      await saved.remove(deckName);
    } catch (error) {
      setNotice(`Not deleted: ${(error as Error).message}`);
    }
  };

  const load = (text: string, deckName?: string) => {
    const { list: read, problems } = importList(text);
    setImportProblems(problems);
    if (problems.length) return false;
    setList(read);
    if (deckName) setName(deckName);
    return true;
  };

  const importTyped = () => {
    if (load(importText)) setNotice('Imported the list.');
    else setNotice('');
  };

  return (
    <main className="page db-page" data-deck-builder>
      <TableStyles />
      <style>{BUILDER_CSS}</style>
      <h1>Deck builder</h1>
      <p className="db-intro">
        A deck is 1 NetNavi and 59 other cards, at most 4 copies of a card (the same name with
        another subtitle is another card). Decks are saved in your account when you are logged in,
        else in this browser (they move into your account when you log in). To play one, choose{' '}
        <strong>Chosen by the player at the table</strong> for your seat when you{' '}
        <a href={links.playVsAi}>play against the AI</a> or <a href={links.playOnline}>online</a>:
        you pick it there, and nobody else ever sees the list.
      </p>
      {/* Shown on a phone only: which of the two columns is on screen. */}
      <div className="db-tabs" role="group" aria-label="Show">
        <button
          type="button"
          aria-pressed={tab === 'pool'}
          aria-controls="db-pool"
          onClick={() => setTab('pool')}
          data-tab="pool"
        >
          Cards ({pool.length})
        </button>
        <button
          type="button"
          aria-pressed={tab === 'deck'}
          aria-controls="db-deck"
          onClick={() => setTab('deck')}
          data-tab="deck"
        >
          Your deck ({summary.navi ? 1 + summary.others : summary.others}/60)
        </button>
      </div>
      <div className="db-columns" data-tab-shown={tab}>
        <section id="db-pool" className="db-pool" aria-labelledby="db-pool-title">
          <h2 id="db-pool-title">Cards ({pool.length})</h2>
          <div className="db-filters">
            <label>
              Search
              <input
                type="search"
                value={filter.text ?? ''}
                placeholder="name or text"
                onChange={(e) => set({ text: e.target.value })}
                data-filter="text"
              />
            </label>
            <Select
              label="NetNavi"
              value={filter.navi}
              options={NAVIS().map((navi) => [navi.id, fullName(navi)])}
              onChange={(navi) => set({ navi })}
            />
            <Select
              label="Colour"
              value={filter.colour}
              options={COLOURS.map((colour) => [colour, colour])}
              onChange={(colour) => set({ colour: colour as Colour | undefined })}
            />
            <Select
              label="Kind"
              value={filter.kind}
              options={KINDS.map((kind) => [kind, KIND_LABEL[kind]])}
              onChange={(kind) => set({ kind: kind as CardKind | undefined })}
            />
            <Select
              label="Emblem"
              value={filter.emblem}
              options={emblemsInPool().map((emblem) => [emblem, emblem])}
              onChange={(emblem) => set({ emblem: emblem as Emblem | undefined })}
            />
            <Select
              label="Requirements"
              value={filter.needs}
              options={NEEDS}
              onChange={(needs) => set({ needs: needs as NeedFilter | undefined })}
            />
          </div>
          {pool.length === 0 && <p>No card fits these filters.</p>}
          <ul className="db-grid">
            {pool.map((def) => (
              <li key={def.id}>
                <CardFace {...faceOf(def.id, 'md')} />
                {needsWords(def) && <p className="db-needs">{needsWords(def)}</p>}
                <button
                  type="button"
                  className="btn"
                  onClick={() => add(def.id)}
                  data-add-card={def.id}
                  aria-label={`Add ${fullName(def)}`}
                >
                  Add{list[def.id] ? ` (${list[def.id]} in deck)` : ''}
                </button>
              </li>
            ))}
          </ul>
        </section>

        <section id="db-deck" className="db-deck" aria-labelledby="db-deck-title">
          <h2 id="db-deck-title">Your deck</h2>
          <label>
            Name
            <input value={name} onChange={(e) => setName(e.target.value)} data-deck-name />
          </label>
          <p className={legal ? 'db-legal' : 'db-illegal'} data-legal={legal} role="status">
            {summary.navi ? fullName(cardDef(summary.navi)) : 'No NetNavi'} + {summary.others} of 59
            cards — {legal ? 'legal, ready to play' : 'not legal yet'}
          </p>
          {!legal && (
            <ul className="db-problems" aria-label="What the deck still needs">
              {summary.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          {notice && (
            <p className="db-notice" role="alert">
              {notice}
            </p>
          )}
          <Curve curve={summary.curve} />
          <dl className="db-colours" aria-label="Colours">
            {COLOURS.map((colour) => (
              <div key={colour}>
                <dt>{colour}</dt>
                <dd data-colour-count={colour}>{summary.colours[colour]}</dd>
              </div>
            ))}
          </dl>
          <ul className="db-entries" aria-label="Cards in the deck">
            {Object.entries(list).map(([id, copies]) => (
              <li key={id}>
                <span>
                  {copies} × {fullName(cardDef(id))}
                </span>
                <button
                  type="button"
                  onClick={() => setList(withCard(list, id, -1))}
                  aria-label={`One ${fullName(cardDef(id))} less`}
                >
                  −
                </button>
                <button
                  type="button"
                  onClick={() => add(id)}
                  aria-label={`One ${fullName(cardDef(id))} more`}
                >
                  +
                </button>
              </li>
            ))}
          </ul>
          <div className="db-row">
            <button
              type="button"
              className="btn primary"
              onClick={() => void save()}
              data-save-deck
              data-saves-to={saved.where}
            >
              Save {whereWords(saved.where)}
            </button>
            <button type="button" className="btn ghost" onClick={() => setList({})}>
              Clear
            </button>
          </div>

          <h3>Saved decks</h3>
          {saved.problem && <p role="alert">The saved decks could not be read: {saved.problem}</p>}
          {!saved.items && !saved.problem && <p>Reading the saved decks…</p>}
          {saved.items?.length === 0 && <p>No deck saved {whereWords(saved.where)} yet.</p>}
          <ul className="db-saved">
            {saved.items?.map((deck) => (
              <li key={deck.name} data-saved-deck={deck.name}>
                <span>{deck.name}</span>
                <button
                  type="button"
                  onClick={() => load(deck.text, deck.name)}
                  aria-label={`Open ${deck.name}`}
                >
                  Open
                </button>
                <button
                  type="button"
                  onClick={() => void remove(deck.name)}
                  aria-label={`Delete ${deck.name}`}
                >
                  Delete
                </button>
              </li>
            ))}
          </ul>
          <h3>Start from a shipped deck</h3>
          <div className="db-row">
            {SHIPPED_DECKS.map((deck) => (
              <button
                key={deck.key}
                type="button"
                className="btn ghost"
                onClick={() => load(exportList(deck.cards), deck.label)}
              >
                {deck.label}
              </button>
            ))}
          </div>

          <h3>
            <label htmlFor="db-export">Export</label>
          </h3>
          <textarea id="db-export" readOnly value={exported} rows={6} data-export />
          <h3>
            <label htmlFor="db-import">Import a list</label>
          </h3>
          <p className="help" id="db-import-help">
            One card a line or separated by &quot;;&quot;, count first: &quot;1 GutsMan; 4
            Tornado&quot;.
          </p>
          <textarea
            id="db-import"
            value={importText}
            rows={6}
            onChange={(e) => setImportText(e.target.value)}
            aria-describedby="db-import-help db-import-problems"
            aria-invalid={importProblems.length > 0}
            data-import
          />
          <ul id="db-import-problems" className="db-problems" role="alert" data-import-problems>
            {importProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <button type="button" className="btn" onClick={importTyped} data-import-button>
            Import
          </button>
        </section>
      </div>
    </main>
  );
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <label>
      {label}
      <select
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        data-filter={label.toLowerCase()}
      >
        <option value="">Any</option>
        {options.map(([key, words]) => (
          <option key={key} value={key}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The power curve as bars, each with its count in words for a screen reader. */
function Curve({ curve }: { curve: Record<number, number> }) {
  const most = Math.max(1, ...Object.values(curve));
  return (
    <figure className="db-curve">
      <figcaption>Power needed</figcaption>
      <ol>
        {POWER_STEPS.map((power) => (
          <li key={power} aria-label={`${curve[power]} cards need ${power} power`}>
            <span className="db-bar" style={{ height: `${(curve[power] / most) * 60}px` }} />
            <span data-curve={power}>{curve[power]}</span>
            <span className="db-step">{power === 5 ? '5+' : power}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
