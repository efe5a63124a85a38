/**
 * Before the deal, a seat whose deck is "chosen by the player at the table" brings it: a deck
 * the player saved in the deck builder (in their account when logged in, else in this browser),
 * a demo or preconstructed deck, or a list pasted here. The choice is sent
 * as the secret `bringDeck` move, so the others learn only the NetNavi and the deck's size. A
 * list that breaks a rule is answered here, line by line, before anything is sent.
 */
import { useState } from 'react';
import { broughtDeckRefusal } from '../bring-deck';
import type { BroughtDeck } from '../deck-choice';
import { SHIPPED_DECKS } from '../decks';
import { useSavedDecks, whereWords } from '../deck-builder/saved-decks';
import type { Seat } from '../state';

interface Props {
  /** This seat, when it still has to bring its deck; null for everyone else. */
  me: Seat | null;
  /** The seats still choosing, by name. */
  waitingFor: string[];
  bring: (choice: BroughtDeck) => void;
}

export function BringDeck({ me, waitingFor, bring }: Props) {
  if (!me)
    return (
      <section className="mm-bring" aria-label="Decks">
        <h2>Choosing decks</h2>
        <p role="status">Waiting for {waitingFor.join(' and ')} to bring a deck to the table.</p>
      </section>
    );
  return <ChooseDeck waitingFor={waitingFor} bring={bring} />;
}

/** The seat's own choice: only a seat still bringing reads its saved decks. */
function ChooseDeck({ waitingFor, bring }: Omit<Props, 'me'>) {
  const saved = useSavedDecks();
  const decks = saved.items ?? [];
  const [picked, setPicked] = useState<string>();
  // Until the player picks, the newest saved deck (once read), else the first shipped one.
  const choice =
    picked ?? (decks.length ? `saved:${decks[0].name}` : `demo:${SHIPPED_DECKS[0].key}`);
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string>();

  const chosen = (): BroughtDeck => {
    if (choice.startsWith('demo:')) return { deck: choice.slice('demo:'.length) };
    if (choice === 'paste') return { list: pasted };
    const deck = decks.find((d) => `saved:${d.name}` === choice);
    return { list: deck?.text ?? '' };
  };

  const submit = () => {
    const deck = chosen();
    const broken = broughtDeckRefusal(deck);
    setProblem(broken);
    if (!broken) bring(deck);
  };

  return (
    <section className="mm-bring" aria-labelledby="mm-bring-title" data-bring-deck>
      <h2 id="mm-bring-title">Bring your deck</h2>
      <p>
        Choose the deck you play. A deck of your own stays yours: the other player sees only its
        NetNavi, its size and the cards you play.
      </p>
      <fieldset>
        <legend>Your deck</legend>
        {!saved.items && !saved.problem && <p>Reading your saved decks…</p>}
        {saved.problem && <p>Your saved decks could not be read: {saved.problem}</p>}
        {decks.map((deck) => (
          <label key={deck.name}>
            <input
              type="radio"
              name="mm-deck"
              checked={choice === `saved:${deck.name}`}
              onChange={() => setPicked(`saved:${deck.name}`)}
              data-deck-choice={`saved:${deck.name}`}
            />{' '}
            {deck.name} (saved {whereWords(saved.where)})
          </label>
        ))}
        {SHIPPED_DECKS.map((deck) => (
          <label key={deck.key}>
            <input
              type="radio"
              name="mm-deck"
              checked={choice === `demo:${deck.key}`}
              onChange={() => setPicked(`demo:${deck.key}`)}
              data-deck-choice={`demo:${deck.key}`}
            />{' '}
            {deck.label}
          </label>
        ))}
        <label>
          <input
            type="radio"
            name="mm-deck"
            checked={choice === 'paste'}
            onChange={() => setPicked('paste')}
            data-deck-choice="paste"
          />{' '}
          A list I paste here
        </label>
      </fieldset>
      {choice === 'paste' && (
        <label className="mm-bring-paste">
          Deck list (one card a line, count first: &quot;4 Tornado&quot;)
          <textarea
            rows={8}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            aria-invalid={problem !== undefined}
            aria-describedby="mm-bring-problem"
            data-bring-list
          />
        </label>
      )}
      <p id="mm-bring-problem" className="mm-bring-problem" role="alert">
        {problem}
      </p>
      <button type="button" className="mm-action" onClick={submit} data-move="bringDeck">
        Bring this deck
      </button>
      {waitingFor.length > 1 && <p>The other player is choosing too.</p>}
    </section>
  );
}
