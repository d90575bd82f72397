/** Who is on the shared page: each connection's name in its cursor colour (from awareness). */
import type { HocuspocusProvider } from '@hocuspocus/provider';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Awareness = NonNullable<HocuspocusProvider['awareness']>;

interface Person {
  id: number;
  name: string;
  colour: string;
  you: boolean;
}

function peopleOf(awareness: Awareness): Person[] {
  const people: Person[] = [];
  for (const [id, state] of awareness.getStates()) {
    const name = typeof state.name === 'string' ? state.name : '';
    const colour = typeof state.color === 'string' ? state.color : 'gray';
    if (name) people.push({ id, name, colour, you: id === awareness.clientID });
  }
  return people.sort((a, b) => Number(b.you) - Number(a.you) || a.id - b.id);
}

const sameList = (a: Person[], b: Person[]) =>
  a.length === b.length &&
  a.every((p, i) => p.id === b[i]?.id && p.name === b[i]?.name && p.colour === b[i]?.colour);

export function PresenceList({ awareness }: { awareness: Awareness }) {
  const { t } = useTranslation();
  const [people, setPeople] = useState(() => peopleOf(awareness));
  useEffect(() => {
    // Cursor moves change awareness too: the list re-renders only when who is here changes.
    const onChange = () =>
      setPeople((old) => {
        const next = peopleOf(awareness);
        return sameList(old, next) ? old : next;
      });
    onChange();
    awareness.on('change', onChange);
    return () => awareness.off('change', onChange);
  }, [awareness]);
  if (people.length === 0) return null;
  return (
    <ul className="sync-presence" aria-label={t('sync.presence_label')}>
      {people.map((person) => (
        <li key={person.id} className="sync-presence__person">
          <span className="sync-presence__dot" style={{ background: person.colour }} aria-hidden />
          {person.you ? t('sync.presence_you', { name: person.name }) : person.name}
        </li>
      ))}
    </ul>
  );
}
